// antd 6 runs with zeroRuntime (decision 0005): no style is generated per render, and the prebuilt
// antd/dist/antd.css does all the styling. That stylesheet scopes every design token to the class
// `.css-var-_R_0_`, the key antd's own build got from React's useId for its outermost ConfigProvider.
// Left alone, each ConfigProvider takes its key from useId too, which on our pages is `_R_35_` or
// whatever the tree position gives: the classes in the HTML then match no token rule and controls
// stay unstyled. So every ConfigProvider that sets a theme names the stylesheet's key itself, and
// `hashed: false` drops the per-version hash class, which the prebuilt stylesheet never uses.
// Design or component tokens cannot be changed through a provider: the built site takes every CSS
// variable from antd.css and none from antd at run time (antd-static-css-vars.ts, decision 0090), so a
// page that wants other sizes or colours sets antd's variables in its stylesheet (console.css's menu).
// antd-theme.test.ts fails when an antd upgrade ships a stylesheet written for another key.
import type { ThemeConfig } from 'antd';

/** The class antd/dist/antd.css writes its token rules for (`.css-var-_R_0_{--ant-…}`). */
export const ANTD_CSS_VAR_KEY = 'css-var-_R_0_';

/** The site's theme: static stylesheet, fixed token class. */
export const SITE_THEME = { zeroRuntime: true, hashed: false, cssVar: { key: ANTD_CSS_VAR_KEY } } as const satisfies ThemeConfig;


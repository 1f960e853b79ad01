// antd's settings for everything it renders: the prebuilt stylesheet instead of runtime CSS-in-JS
// (zeroRuntime, decision 0005, with the stylesheet's fixed token class: antd-theme.ts, decision 0028), the Chinese locale (dayjs too, for the date pickers) and the site's
// buttons. Not in app/root.tsx: ConfigProvider alone brings some 35 kB (brotli) of antd's theme, CSS-in-JS
// and popup code, which pages without antd components do not load (decision 0029). Pages with antd
// get it from the layout route app/routes/antd-layout.tsx; antd parts the shell loads on demand
// (the mobile menu, the language menu) wrap themselves in it.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { SITE_BUTTONS } from './button-config.tsx';
import { SITE_THEME } from './antd-theme.ts';
import { useShellData } from './shell-data.ts';

dayjs.locale('zh-cn');

const BREADCRUMB = { separator: '>' } as const;

export function AntdProvider({ children }: { children: ReactNode }) {
  // antd's built-in wording is English: the English site needs no locale file of its own.
  const { lang } = useShellData();
  return (
    // Breadcrumbs read the same on every page: the public pages' own trail uses '>' too (page-frame.tsx).
    <ConfigProvider locale={lang === 'en' ? undefined : zhCN} theme={SITE_THEME} button={SITE_BUTTONS} breadcrumb={BREADCRUMB}>
      {children}
    </ConfigProvider>
  );
}

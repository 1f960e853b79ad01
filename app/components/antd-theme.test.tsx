import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Button, ConfigProvider, Input } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ANTD_CSS_VAR_KEY, SITE_THEME } from './antd-theme.ts';
import { fence } from '../../test/fences/fence.ts';

const TOKEN_KEY = fence('A9', `antd.css writes its design and component tokens for .${ANTD_CSS_VAR_KEY}, and a ConfigProvider given cssVar.key writes that key on its controls`);

const stylesheet = fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');

function cssVarClasses(html: string): string[] {
  return [...new Set(html.match(/css-var-[\w-]+/g) ?? [])];
}

describe('antd theme and the prebuilt stylesheet agree', () => {
  it('the stylesheet defines the design tokens and component tokens for the fixed key', () => {
    // Asserted as booleans: a failing toContain would print the whole 1 MB stylesheet.
    expect(new RegExp(`\\.${ANTD_CSS_VAR_KEY}\\{[^}]*--ant-color-primary:`).test(stylesheet), TOKEN_KEY).toBe(true);
    expect(stylesheet.includes(`.${ANTD_CSS_VAR_KEY}.ant-btn{`), TOKEN_KEY).toBe(true);
  });

  it('a page deep in the tree marks its controls with that key, not a useId one, and no hash class', () => {
    // Siblings before the provider move React's useId, which is what made the server say `_R_35_`.
    const html = renderToString(
      <div>
        <span />
        <span />
        <ConfigProvider theme={SITE_THEME}>
          <Button type="primary">提交</Button>
          <Input />
        </ConfigProvider>
      </div>,
    );
    expect(cssVarClasses(html), TOKEN_KEY).toEqual([ANTD_CSS_VAR_KEY]);
    expect(html).not.toMatch(/css-dev-only|\bcss-[a-z0-9]{5,8}\b/);
  });

});

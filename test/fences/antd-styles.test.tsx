// Fences around what the page layer assumes of antd's prebuilt stylesheet and of the markup the
// plain-* components copy (docs/rendering.md). The stylesheet is read as the server reads it
// (app/critical-css/), the plain components rendered as the pages render them, and antd's own
// components with the site's settings. A failure names the assumption and its upgrade checklist entry.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { ConfigProvider, Pagination, theme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_THEME } from '../../app/components/antd-theme.ts';
import { SITE_BUTTONS } from '../../app/components/button-config.tsx';
import { PlainButton } from '../../app/components/plain-button.tsx';
import { PlainClearableInput } from '../../app/components/plain-clearable-input.tsx';
import { SearchOutlined } from '../../app/components/plain-icons.tsx';
import { PlainPagination } from '../../app/components/plain-pagination.tsx';
import { PlainRecordCards } from '../../app/components/plain-record-cards.tsx';
import { PlainSelect } from '../../app/components/plain-select.tsx';
import { PlainTable } from '../../app/components/plain-table.tsx';
import { createCriticalCss, htmlClasses } from '../../app/critical-css/critical-css.ts';
import { parseRules, type CssRule } from '../../app/critical-css/css-rules.ts';
import { catalogueOf } from '../../app/i18n/catalogue-of.ts';
import { provideCatalogue } from '../../app/i18n/catalogue-store.ts';
import { fence } from './fence.ts';

const ANTD_CSS = 'antd/dist/antd.css';
const require = createRequire(import.meta.url);

/** Every style rule of the parsed sheet, inside groups too. */
function styleRules(rules: CssRule[]): Extract<CssRule, { kind: 'style' }>[] {
  return rules.flatMap((rule) => (rule.kind === 'style' ? [rule] : rule.kind === 'group' ? styleRules(rule.rules) : []));
}

describe('antd’s prebuilt stylesheet as app/critical-css reads it', () => {
  let stylesheet = '';
  let rules: CssRule[] = [];
  let styled = new Set<string>();
  beforeAll(() => {
    try {
      stylesheet = fs.readFileSync(require.resolve(ANTD_CSS), 'utf8');
    } catch {
      // A1 names what is missing; the fences below fail with it.
    }
    rules = parseRules(stylesheet);
    styled = new Set(styleRules(rules).flatMap((rule) => rule.selectors.flatMap((selector) => selector.classes)));
  });

  it('A1: antd ships its whole stylesheet at antd/dist/antd.css (inline-critical-css.ts reads it, root.tsx links it)', () => {
    let path = '';
    try {
      path = require.resolve(ANTD_CSS);
    } catch {
      // Reported below.
    }
    expect(path !== '' && stylesheet.length > 100_000, fence('A1', `the package resolves ${ANTD_CSS} to the full prebuilt stylesheet`)).toBe(true);
  });

  it('A2: the sheet is flat rules, @keyframes and @media/@supports/@container groups, which css-rules.ts reads', () => {
    const kinds = new Set<string>();
    const groups = new Set<string>();
    const walk = (list: CssRule[]) => {
      for (const rule of list) {
        kinds.add(rule.kind);
        if (rule.kind === 'group') {
          groups.add(/^@[\w-]+/.exec(rule.prelude)?.[0] ?? rule.prelude);
          walk(rule.rules);
        }
      }
    };
    walk(rules);
    expect(styleRules(rules).length, fence('A2', 'css-rules.ts finds antd’s style rules')).toBeGreaterThan(3000);
    expect([...kinds].toSorted(), fence('A2', 'the sheet has no at-rule other than @keyframes and grouping rules (another would be inlined into every page whole)')).toEqual(['group', 'keyframes', 'style']);
    expect(
      [...groups].filter((name) => !['@media', '@supports', '@container'].includes(name)),
      fence('A2', 'antd groups rules only in @media, @supports and @container (an @layer would change the cascade against site.css)'),
    ).toEqual([]);
    const nested = styleRules(rules).filter((rule) => rule.body.includes('{'));
    expect(nested.length, fence('A2', 'the sheet uses no CSS nesting (css-rules.ts reads a rule body as declarations only)')).toBe(0);
  });

  it('A3: antd’s own classes begin ant-, anticon or css-var- (deferred-styles.ts watches for those), apart from the known few', () => {
    // Carousel (react-slick), the click wave, Tree's drop target, Image's picture, the dev cache marker: none on a public page.
    const known = new Set([
      'slick-slider',
      'slick-track',
      'slick-list',
      'dragging',
      'slick-slide',
      'slick-active',
      'slick-initialized',
      'slick-vertical',
      'slick-prev',
      'slick-next',
      'slick-disabled',
      'slick-dots',
      'slick-dots-bottom',
      'slick-dots-top',
      'slick-dots-start',
      'slick-dots-end',
      'arrow',
      'active',
      'wave-motion-appear',
      'wave-motion-appear-active',
      'wave-quick',
      'filter-node',
      'drop-container',
      'picture',
      'data-ant-cssinjs-cache-path',
    ]);
    const others = [...styled].filter((name) => !/^(ant-|anticon|css-var-)/.test(name) && !known.has(name));
    expect(others, fence('A3', 'every class antd styles starts with ant-, anticon or css-var- (isAntdClass in deferred-styles.ts)')).toEqual([]);
  });

  it('A4: the --ant-* variables the site’s stylesheets set are the ones antd’s rules read', () => {
    // Set in base.css beside their siblings; antd 6.6's rules read none of these three (harmless).
    const unreadKnown = new Set(['--ant-color-primary-text', '--ant-color-primary-text-hover', '--ant-color-primary-text-active']);
    const styles = new URL('../../app/styles/', import.meta.url);
    const set = new Set<string>();
    for (const file of fs.readdirSync(styles)) {
      if (!file.endsWith('.css')) continue;
      for (const match of fs.readFileSync(new URL(file, styles), 'utf8').matchAll(/(--ant-[\w-]+)\s*:/g)) set.add(match[1]!);
    }
    expect(set.size).toBeGreaterThan(20);
    const unread = [...set].filter((name) => !unreadKnown.has(name) && !stylesheet.includes(`var(${name})`) && !stylesheet.includes(`var(${name},`));
    expect(unread, fence('A4', 'antd’s rules read the CSS variables app/styles/*.css override (brand colours, contrast fixes)')).toEqual([]);
  });

  it('A5: every ant- class the plain components write is one antd’s sheet styles, apart from the known few', () => {
    const columns = [{ key: 'name', title: '名称', width: 120, cell: (row: { id: number }) => String(row.id) }];
    const card = { key: 1, title: 'HeLa', status: <span>¥100</span>, fields: [{ label: '物种', value: '人' }], actions: <a href="/x">订购</a> };
    const html = renderToStaticMarkup(
      <>
        <PlainButton type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          搜索
        </PlainButton>
        <PlainButton size="small" disabled>
          订购
        </PlainButton>
        <PlainTable columns={columns} rows={[{ id: 1 }]} rowKey={(row) => row.id} busy scrollX={900} rowTestId="row" />
        <PlainSelect id="s" value="a" options={[{ value: 'a', label: 'A' }]} onChange={() => undefined} showSearch />
        <PlainClearableInput name="keyword" defaultValue="HeLa" placeholder="搜索" aria-label="搜索" maxLength={100} />
        <PlainRecordCards cards={[card]} cardTestId="row" />
      </>,
    );
    // Classes antd writes for its scripts or its own markers, which no rule of its sheet selects.
    const unstyledKnown = new Set(['ant-btn-default', 'ant-table-fix-start-shadow', 'ant-table-fix-end-shadow', 'ant-table-measure-row', 'ant-table-row-level-0', 'ant-select-show-arrow', 'ant-select-content-value']);
    const missing = [...htmlClasses(html)].filter((name) => name.startsWith('ant-') && !styled.has(name) && !unstyledKnown.has(name));
    expect(missing, fence('A5', 'the classes the plain-* components copy from antd’s markup are still styled by antd.css (critical-css.ts inlines their rules)')).toEqual([]);
    // And what the critical CSS gives such a page holds the rules of the controls it shows.
    const css = createCriticalCss(stylesheet).forHtml(html);
    for (const selector of ['.ant-btn{', '.ant-table-wrapper', '.ant-select', '.ant-input-affix-wrapper', '.ant-card', '.ant-spin']) {
      expect(css.includes(selector), fence('A5', `the critical CSS of a page showing the plain components holds ${selector}`)).toBe(true);
    }
  });

  it('A6: antd’s md breakpoint is 768 px (use-narrow-screen.ts and plain-responsive-table.tsx copy it)', () => {
    expect(theme.getDesignToken().screenMD, fence('A6', 'antd’s screenMD token (the md edge of useBreakpoint and its tables) is 768')).toBe(768);
  });
});

describe('PlainPagination and antd’s Pagination', () => {
  beforeAll(() => provideCatalogue('zh', catalogueOf('zh')));

  /** The class and title of every list item, in order: what the critical CSS styles and a person sees. */
  const items = (html: string) => [...html.matchAll(/<li\b([^>]*)>/g)].map((match) => `${/class="([^"]*)"/.exec(match[1]!)?.[1] ?? ''}|${/title="([^"]*)"/.exec(match[1]!)?.[1] ?? ''}`);
  const listClass = (html: string) => /<ul\b[^>]*class="([^"]*)"/.exec(html)?.[1];

  async function plainHtml(element: ReactElement): Promise<string> {
    const routes = [{ id: 'root', path: '/', loader: () => ({ lang: 'zh' }), Component: () => element }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error('unexpected response');
    return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
  }
  const antdHtml = (element: ReactElement) =>
    renderToStaticMarkup(
      <ConfigProvider theme={SITE_THEME} button={SITE_BUTTONS} locale={zhCN}>
        {element}
      </ConfigProvider>,
    );

  it.each([
    [1, 3],
    [3, 24],
    [12, 24],
    [24, 24],
  ])('A7: page %i of %i has antd’s items, classes and titles', async (page, pages) => {
    const total = pages * 10;
    const plain = await plainHtml(<PlainPagination page={page} total={total} pageSize={10} href={(n) => `/x?page=${n}`} onGo={() => undefined} />);
    const antd = antdHtml(<Pagination current={page} total={total} pageSize={10} showSizeChanger={false} onChange={() => undefined} showTotal={(count) => `共 ${count} 条`} />);
    const assumption = 'antd’s Pagination lays out its items with the classes and titles plain-pagination.tsx writes (rc-pagination’s buffer of 2, jumps of 5)';
    expect(listClass(plain), fence('A7', assumption)).toBe(listClass(antd));
    expect(items(plain), fence('A7', assumption)).toEqual(items(antd));
  });
});

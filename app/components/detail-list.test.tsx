import fs from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { columnsByBreakpoint, DetailList, detailListVariables } from './detail-list.tsx';

describe('columnsByBreakpoint', () => {
  it('gives a fixed count at every width', () => {
    expect(columnsByBreakpoint(2)).toEqual({ xs: 2, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 });
  });

  it('carries each given count up to the next one given, from one column on a phone', () => {
    expect(columnsByBreakpoint({ md: 2, xl: 3 })).toEqual({ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 });
    expect(columnsByBreakpoint({ xs: 1, sm: 3 })).toEqual({ xs: 1, sm: 3, md: 3, lg: 3, xl: 3, xxl: 3 });
  });

  it('never gives fewer than one column', () => {
    expect(columnsByBreakpoint(0).xs).toBe(1);
  });
});

describe('detailListVariables', () => {
  it('lets the last item fill its row: two tracks for each column left free', () => {
    // 7 items: 1 column — the last alone; 2 columns — 1 in the last row, spans both; 3 — 1, spans all three.
    const variables = detailListVariables({ xs: 1, sm: 2, xl: 3 }, 7) as Record<string, number>;
    expect(variables['--detail-columns-xs']).toBe(1);
    expect(variables['--detail-last-span-xs']).toBe(2);
    expect(variables['--detail-columns-sm']).toBe(2);
    expect(variables['--detail-last-span-sm']).toBe(4);
    expect(variables['--detail-columns-xl']).toBe(3);
    expect(variables['--detail-last-span-xl']).toBe(6);
  });

  it('spans one item’s tracks when the last row is full', () => {
    const variables = detailListVariables(3, 6) as Record<string, number>;
    expect(variables['--detail-last-span-md']).toBe(2);
  });
});

describe('DetailList', () => {
  const items = [
    { key: 'email', label: '邮箱', children: 'a@example.com' },
    { key: 'name', label: '姓名', children: createElement('strong', null, '李娜') },
  ];

  it('writes a description list: each label a term, each value its description, in order', () => {
    const html = renderToString(createElement(DetailList, { items, title: '客户', bordered: true, size: 'small', className: 'extra' }));
    expect(html).toMatch(/^<section class="detail-list detail-list--bordered detail-list--small extra">/);
    expect(html).toContain('<div class="detail-list__title">客户</div>');
    expect(html.match(/<dt class="detail-list__label">([^<]*)<\/dt>/g)).toEqual(['<dt class="detail-list__label">邮箱</dt>', '<dt class="detail-list__label">姓名</dt>']);
    expect(html).toContain('<dd class="detail-list__value"><strong>李娜</strong></dd>');
  });

  it('puts its column counts on the list itself, so the server’s HTML is laid out right at every width', () => {
    const html = renderToString(createElement(DetailList, { items, column: { xs: 1, md: 2 } }));
    expect(html).toContain('--detail-columns-xs:1;--detail-last-span-xs:2;--detail-columns-sm:1');
    expect(html).toContain('--detail-columns-md:2;--detail-last-span-md:2');
  });

  it('switches counts at antd’s breakpoints, as antd’s Descriptions did', () => {
    const css = fs.readFileSync(new URL('../styles/detail-list.css', import.meta.url), 'utf8');
    const token = theme.getDesignToken();
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.detail-list__grid \{\s*--detail-columns: var\(--detail-columns-(\w+)\);/g)].map(([, width, name]) => [name, Number(width)]);
    expect(widths).toEqual([
      ['sm', token.screenSMMin],
      ['md', token.screenMDMin],
      ['lg', token.screenLGMin],
      ['xl', token.screenXLMin],
      ['xxl', token.screenXXLMin],
    ]);
  });
});

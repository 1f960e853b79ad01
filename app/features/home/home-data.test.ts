import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { ABOUT_EXCERPT, NEWS_EXCERPT, TILE_CHILDREN, toHomeAbout, toHomeNews, toHomeSettings, toHomeTiles } from './home-data.ts';

const node = (id: number, extra: Partial<CategoryNode> = {}): CategoryNode =>
  ({ id, pid: 0, catname: `分类${id}`, type: 1, gourl: null, molds: null, description: '', body: '<p>正文</p>', keywords: 'k', litpic: '', litpicm: '', childs: [], ...extra }) as unknown as CategoryNode;

describe('home page data', () => {
  it('ships a tile with its navigation fields, plain text, one picture and at most the shown children', () => {
    const childs = Array.from({ length: TILE_CHILDREN + 3 }, (_, i) => node(10 + i, { pid: 1, childs: [node(99)] }));
    const [tile] = toHomeTiles([node(1, { description: '<p>基因&amp;编辑</p>', litpic: '/a.png', litpicm: '/a-m.png', childs })]);
    expect(tile).toEqual({
      id: 1, pid: 0, catname: '分类1', type: 1, gourl: null, molds: null,
      image: '/a-m.png',
      text: '基因&编辑',
      childs: childs.slice(0, TILE_CHILDREN).map((c) => ({ id: c.id, pid: 1, catname: c.catname, type: 1, gourl: null, molds: null, childs: [] })),
    });
    expect(JSON.stringify(tile)).not.toContain('正文');
  });

  it('cuts the company introduction and news to their excerpts on the server', () => {
    const about = toHomeAbout({ title: '关于', description: '', body: `<p>${'长'.repeat(ABOUT_EXCERPT + 50)}</p>`, litpic: '/x.png', counters: {} } as never);
    expect(about.text).toBe(`${'长'.repeat(ABOUT_EXCERPT)}…`);
    expect(about).not.toHaveProperty('body');
    const [news] = toHomeNews([{ id: 1, tid: 6, title: 't', description: `<p>${'新'.repeat(NEWS_EXCERPT + 1)}</p>`, litpic: '', create_time: '2026-01-02' }]);
    expect(news.text).toBe(`${'新'.repeat(NEWS_EXCERPT)}…`);
  });

  it('makes each cut-down form once per cached input, and afresh for a new one', () => {
    const items = [{ id: 1, tid: 6, title: 't', description: '<p>新闻</p>', litpic: '', create_time: '2026-01-02' }];
    expect(toHomeNews(items)).toBe(toHomeNews(items));
    expect(toHomeNews([...items])).not.toBe(toHomeNews(items));
    expect(toHomeNews([...items])).toEqual(toHomeNews(items));
  });

  it('keeps only the settings the home page reads', () => {
    expect(Object.keys(toHomeSettings({ company_name: 'c', xxl_title: 't', zp_hottel1: 'x' } as never)).toSorted()).toEqual(['company_name', 'site_notice', 'xxl_description', 'xxl_title']);
  });
});

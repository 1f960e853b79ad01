import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { dayMonth, defaultNewsCategory, findCategory, firstTechDocsCategory, formatNewsDate, isTechDocs, newsHeading, newsPageHref, parseNewsCenterQuery, subCategoryName } from './news-query.ts';

const node = (id: number, type: number, childs: CategoryNode[] = []) => ({ id, pid: 0, type, catname: `c${id}`, childs }) as unknown as CategoryNode;

describe('news page rules', () => {
  it('reads type, id and page from the query', () => {
    expect(parseNewsCenterQuery(new URLSearchParams('type=7&id=63&page=2'))).toEqual({ type: 7, id: 63, page: 2 });
    expect(parseNewsCenterQuery(new URLSearchParams(''))).toEqual({ type: null, id: undefined, page: 1 });
    expect(parseNewsCenterQuery(new URLSearchParams('id=abc&page=-3'))).toEqual({ type: null, id: null, page: 1 });
  });

  it('titles type 7 技术文档, otherwise 新闻中心', () => {
    expect(newsHeading(isTechDocs(7, null))).toBe('技术文档');
    expect(newsHeading(isTechDocs(6, node(1, 7)))).toBe('新闻中心');
    expect(newsHeading(isTechDocs(null, node(1, 7)))).toBe('技术文档');
    expect(newsHeading(isTechDocs(null, null))).toBe('新闻中心');
  });

  it('finds categories at any depth and the default news category', () => {
    const tree = [node(1, 0), node(6, 6, [node(63, 7, [node(631, 7)])])];
    expect(findCategory(tree, 631)?.id).toBe(631);
    expect(findCategory(tree, 9)).toBeNull();
    expect(defaultNewsCategory(tree)?.id).toBe(6);
  });

  it('finds the first technical-documents category at any depth', () => {
    expect(firstTechDocsCategory([node(1, 0), node(6, 6, [node(61, 6), node(63, 7)])])?.id).toBe(63);
    expect(firstTechDocsCategory([node(6, 6)])).toBeNull();
  });

  it('shows a sub-category beneath the heading, never a top category or the heading again', () => {
    expect(subCategoryName({ pid: 6, catname: '公司新闻' }, '新闻中心')).toBe('公司新闻');
    expect(subCategoryName({ pid: 0, catname: '新闻中心' }, '新闻中心')).toBeNull();
    expect(subCategoryName({ pid: 6, catname: '技术文档' }, '技术文档')).toBeNull();
    expect(subCategoryName(null, '新闻中心')).toBeNull();
  });

  it('builds page links keeping type and id', () => {
    expect(newsPageHref(new URLSearchParams('type=7&id=63&page=3&x=1'), 2)).toBe('/newsCenter?type=7&id=63&page=2');
    expect(newsPageHref(new URLSearchParams('page=3'), 1)).toBe('/newsCenter');
  });

  it('formats dates in China time', () => {
    expect(dayMonth('2026-05-17T20:00:00.000Z')).toEqual({ day: '18', month: '2026-05' });
    expect(formatNewsDate('2026-05-17T20:00:00.000Z')).toBe('2026-05-18');
    expect(dayMonth('bad')).toEqual({ day: '', month: '' });
  });

  it('gives the date Intl gives for Asia/Shanghai, summer time of 1986-1991 and midnights included', () => {
    const shanghai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
    const instants = fc.oneof(
      fc.date({ min: new Date('1980-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
      // Within a minute of a China midnight (16:00 UTC), where an hour's error changes the day.
      fc.tuple(fc.integer({ min: 3650, max: 40000 }), fc.integer({ min: -60_000, max: 60_000 })).map(([day, ms]) => new Date(day * 86_400_000 - 8 * 3_600_000 + ms)),
    );
    fc.assert(
      fc.property(instants, (instant) => {
        expect(formatNewsDate(instant.toISOString())).toBe(shanghai.format(instant));
      }),
      { numRuns: 2000 },
    );
    // Summer time: 1988-06-01 23:30 in China was 15:30 UTC (UTC+9 then), already the next day at UTC+8 + 1 h.
    expect(formatNewsDate('1988-06-01T15:30:00.000Z')).toBe('1988-06-02');
    expect(formatNewsDate('2026-05-17T15:59:59.999Z')).toBe('2026-05-17');
    expect(formatNewsDate('2026-05-17T16:00:00.000Z')).toBe('2026-05-18');
  });
});

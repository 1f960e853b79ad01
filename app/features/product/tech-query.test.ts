import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTechServiceQuery, priceText, techServiceHref } from './tech-query.ts';
import { techColumns } from './tech-columns.ts';

const params = (text: string) => new URLSearchParams(text);

describe('parseTechServiceQuery', () => {
  it('reads id, molds, keyword, page and size', () => {
    expect(parseTechServiceQuery(params('type=0&id=21&molds=cell_yesheng&keyword=%20HeLa%20&page=2&size=30'))).toEqual({
      id: 21,
      idGiven: true,
      molds: 'cell_yesheng',
      keyword: 'HeLa',
      page: 2,
      size: 30,
    });
  });

  it('falls back on missing or malformed values instead of failing', () => {
    expect(parseTechServiceQuery(params(''))).toEqual({ id: null, idGiven: false, molds: null, keyword: '', page: 1, size: 15 });
    const bad = parseTechServiceQuery(params('id=abc&molds=<script>&page=-1&size=7'));
    expect(bad).toMatchObject({ id: null, idGiven: true, molds: null, page: 1, size: 15 });
    expect(parseTechServiceQuery(params('size=50&page=0')).size).toBe(50);
    expect(parseTechServiceQuery(params(`keyword=${'x'.repeat(300)}`)).keyword).toHaveLength(100);
  });
});

describe('techServiceHref', () => {
  const current = params('type=0&id=21&molds=cell_yesheng&keyword=HeLa&page=3&size=30');

  it('keeps type, id, molds, keyword and size for another page; page 1 carries no page', () => {
    expect(techServiceHref(current, { page: 2 })).toBe('/techService?type=0&id=21&molds=cell_yesheng&keyword=HeLa&size=30&page=2');
    expect(techServiceHref(current, { page: 1 })).toBe('/techService?type=0&id=21&molds=cell_yesheng&keyword=HeLa&size=30');
  });

  it('a new keyword or size starts again at page 1; the default size is left out', () => {
    expect(techServiceHref(current, { keyword: ' A549 ' })).toBe('/techService?type=0&id=21&molds=cell_yesheng&keyword=A549&size=30');
    expect(techServiceHref(current, { keyword: '' })).toBe('/techService?type=0&id=21&molds=cell_yesheng&size=30');
    expect(techServiceHref(current, { size: 15 })).toBe('/techService?type=0&id=21&molds=cell_yesheng&keyword=HeLa');
    expect(techServiceHref(params(''), { page: 1 })).toBe('/techService');
  });
});

describe('priceText and columns', () => {
  it('writes a number as toLocaleString(en-US) does, whatever its digits', () => {
    const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: max });
    const prices = fc.tuple(digits(22), fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }), { nil: undefined })).map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`));
    fc.assert(
      fc.property(prices.filter((text) => /^\d+(\.\d+)?$/.test(text)), (text) => {
        expect(priceText(text)).toBe(`¥${Number(text).toLocaleString('en-US')}`);
      }),
      { numRuns: 3000 },
    );
  });

  it('formats numeric prices, keeps free text and asks for a quote without one', () => {
    expect(priceText('28000')).toBe('¥28,000');
    expect(priceText('0012345.500')).toBe('¥12,345.5');
    expect(priceText('1.23456')).toBe('¥1.235');
    expect(priceText('¥680 起')).toBe('¥680 起');
    expect(priceText(null)).toBe('询价');
    expect(priceText('  ')).toBe('询价');
  });

  it('has a column set for every molds, each starting with the item number and name and ending with the price', () => {
    // The column sets of docs/decisions/0007-tech-service-columns.md.
    const titles: Record<string, string[]> = {
      cell_yesheng: ['货号', '产品名称', '英文名称', '物种', '培养体系', '质控检测', '规格', '价格'],
      cell_cas9: ['货号', '产品名称', '英文名称', '物种', 'Cas9 类型', '筛选抗性', '验证方式', '价格'],
      cell_luc: ['货号', '产品名称', '英文名称', '物种', '报告基因', '筛选抗性', '检测验证', '价格'],
      cell_egfp: ['货号', '产品名称', '英文名称', '物种', '标记基因', '筛选抗性', '检测验证', '价格'],
      cell_ganxibao: ['货号', '产品名称', '物种', '编辑基因', 'Gene ID', '培养体系', '鉴定内容', '价格'],
    };
    for (const molds of ['cell_yesheng', 'cell_cas9', 'cell_luc', 'cell_egfp', 'cell_ganxibao']) {
      const columns = techColumns(molds);
      expect(columns.map((c) => c.title), molds).toEqual(titles[molds]);
      expect(columns.slice(0, 2).map((c) => c.field)).toEqual(['article_number', 'title']);
      expect(columns.at(-1)?.field).toBe('price');
      expect(new Set(columns.map((c) => c.field)).size).toBe(columns.length);
    }
    const fallback = ['货号', '产品名称', '英文名称', '物种', '规格', '价格'];
    expect(techColumns('cell_unknown').map((c) => c.title)).toEqual(fallback);
    expect(techColumns(null).map((c) => c.title)).toEqual(fallback);
  });
});

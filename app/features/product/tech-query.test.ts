import { describe, expect, it } from 'vitest';
import { parseTechServiceQuery, priceText, techServiceHref } from './tech-query.ts';
import { DEFAULT_TECH_COLUMNS, TECH_COLUMNS, techColumns } from './tech-columns.ts';
import { TECH_MOLDS } from '../../../contracts/content.ts';

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
  it('formats numeric prices, keeps free text and asks for a quote without one', () => {
    expect(priceText('28000')).toBe('¥28,000');
    expect(priceText('¥680 起')).toBe('¥680 起');
    expect(priceText(null)).toBe('询价');
    expect(priceText('  ')).toBe('询价');
  });

  it('has a column set for every molds, each starting with the item number and name and ending with the price', () => {
    for (const molds of TECH_MOLDS) {
      const columns = techColumns(molds);
      expect(columns).toBe(TECH_COLUMNS[molds]);
      expect(columns.slice(0, 2).map((c) => c.field)).toEqual(['article_number', 'title']);
      expect(columns.at(-1)?.field).toBe('price');
      expect(new Set(columns.map((c) => c.field)).size).toBe(columns.length);
    }
    expect(techColumns('cell_unknown')).toBe(DEFAULT_TECH_COLUMNS);
    expect(techColumns(null)).toBe(DEFAULT_TECH_COLUMNS);
  });
});

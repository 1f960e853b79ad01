import { describe, expect, it } from 'vitest';
import { filterSearch, queryReader } from './url-filters.ts';

const read = (query: string) => queryReader(new URLSearchParams(query));

describe('the URL filter pieces', () => {
  it('read text, days, choices, flags and numbers, and nothing for a bad value', () => {
    expect(read('q=%20张%20').text('q')).toBe('张');
    expect(read('q=abcdef').text('q', 3)).toBe('abc');
    expect(read('q=%20').text('q')).toBeUndefined();
    expect(read('d=2026-01-31').date('d')).toBe('2026-01-31');
    expect(read('d=yesterday').date('d')).toBeUndefined();
    expect(read('k=b').oneOf('k', ['a', 'b'])).toBe('b');
    expect(read('k=c').oneOf('k', ['a', 'b'])).toBeUndefined();
    expect([read('f=0').flag('f'), read('f=1').flag('f'), read('f=2').flag('f'), read('f=01').flag('f')]).toEqual([0, 1, undefined, undefined]);
    expect([read('s=0').int('s', 0, 6), read('s=7').int('s', 0, 6), read('s=').int('s', 0, 6), read('s=1.5').int('s', 0, 6)]).toEqual([0, undefined, undefined, undefined]);
    expect([read('id=4').id('id'), read('id=0').id('id'), read('id=x').id('id')]).toEqual([4, undefined, undefined]);
    expect([read('page=3').page(), read('page=1').page(), read('page=-2').page(), read('').page()]).toEqual([3, undefined, undefined, undefined]);
  });

  it('write only what is set, in the given order, leaving defaults and page 1 out', () => {
    const filters = { b: 'x', a: 0, c: '', page: 1, mode: 'all' };
    expect(filterSearch(filters, ['a', 'b', 'c', 'page', 'mode'], { mode: 'all' }).toString()).toBe('a=0&b=x');
    expect(filterSearch({ ...filters, page: 2, mode: 'name' }, ['page', 'mode']).toString()).toBe('page=2&mode=name');
  });
});

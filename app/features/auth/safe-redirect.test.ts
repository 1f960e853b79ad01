import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/crispr?id=3')).toBe('/crispr?id=3');
    expect(safeRedirect('/account')).toBe('/account');
  });

  it('ignores absolute, protocol-relative and odd targets', () => {
    for (const target of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'account', ' ', null, undefined, '/\tx']) {
      expect(safeRedirect(target)).toBe('/');
    }
  });

  it("maps the ordering area's bare page names to their pages", () => {
    expect(safeRedirect('order')).toBe('/order');
    expect(safeRedirect('orderCellAction')).toBe('/orderCellAction');
  });

  it('never returns to the login page', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/en/login?redirect=/x', '/en')).toBe('/en');
  });

  it('keeps the English site: an /en page, the English home, the named pages under /en', () => {
    expect(safeRedirect('/en/crispr?id=3', '/en', 'en')).toBe('/en/crispr?id=3');
    expect(safeRedirect(null, '/en', 'en')).toBe('/en');
    expect(safeRedirect('https://evil.example/x', '/en', 'en')).toBe('/en');
    expect(safeRedirect('order', '/en', 'en')).toBe('/en/order');
  });
});

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
  });
});

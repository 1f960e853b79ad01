import { describe, expect, it } from 'vitest';
import { pagerItems, type PagerItem } from './plain-pagination.tsx';

// The layout antd's Pagination gives (rc-pagination, buffer 2): what the plain pagination must copy.
const show = (items: PagerItem[]) =>
  items.map((item) => (item.kind === 'page' ? `${item.active ? '[' : ''}${item.page}${item.active ? ']' : ''}${item.edge ? `(${item.edge})` : ''}` : `${item.kind}→${item.page}`)).join(' ');

describe('pagerItems', () => {
  it('lists every page up to seven', () => {
    expect(show(pagerItems(1, 3))).toBe('[1] 2 3');
    expect(show(pagerItems(4, 7))).toBe('1 2 3 [4] 5 6 7');
  });

  it('jumps forward from the first pages', () => {
    expect(show(pagerItems(3, 24))).toBe('1 2 [3] 4 5(before-jump-next) jump-next→8 24');
    expect(show(pagerItems(1, 24))).toBe('[1] 2 3 4 5(before-jump-next) jump-next→6 24');
  });

  it('jumps both ways in the middle', () => {
    expect(show(pagerItems(12, 24))).toBe('1 jump-prev→7 11(after-jump-prev) [12] 13(before-jump-next) jump-next→17 24');
  });

  it('jumps back from the last pages', () => {
    expect(show(pagerItems(24, 24))).toBe('1 jump-prev→19 20(after-jump-prev) 21 22 23 [24]');
    expect(show(pagerItems(22, 24))).toBe('1 jump-prev→17 20(after-jump-prev) 21 [22] 23 24');
  });
});

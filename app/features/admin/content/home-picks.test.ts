import { describe, expect, it } from 'vitest';
import { HOME_PICKS_SHOWN } from '../../../../contracts/content-articles.ts';
import { homePlaces, moved } from './home-picks.tsx';

describe('home picks', () => {
  it('number the shown articles as the home page places them; hidden ones and those beyond the limit get none', () => {
    const rows = [{ status: 1 }, { status: 0 }, ...Array.from({ length: HOME_PICKS_SHOWN }, () => ({ status: 1 }))];
    const places = homePlaces(rows);
    expect(places.slice(0, 3)).toEqual([1, 'hidden', 2]);
    expect(places[HOME_PICKS_SHOWN]).toBe(HOME_PICKS_SHOWN);
    expect(places.at(-1)).toBe('beyond');
  });

  it('move one article up or down by swapping it with its neighbour, and never past either end', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

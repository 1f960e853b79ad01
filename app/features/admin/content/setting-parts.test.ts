// settingParts: the site settings' hydration parts keep the fields' order and end only at the end of a row.
import { describe, expect, it } from 'vitest';
import { WEB_SETTING_KEYS } from '../../../../contracts/api/content.ts';
import { WEB_SETTING_EN_KEYS } from '../../../../contracts/english-content.ts';
import { ENGLISH_FULL_WIDTH, SETTING_FULL_WIDTH, settingParts } from './setting-parts.ts';

const FULL = new Set(['c', 'f']);

describe('settingParts', () => {
  it('cuts after `size` fields where a row ends', () => {
    expect(settingParts(['a', 'b', 'c', 'd', 'e', 'f', 'g'], FULL, 2)).toEqual([['a', 'b'], ['c', 'd', 'e'], ['f', 'g']]);
  });

  it('waits for the half-width field that closes a row', () => {
    expect(settingParts(['a', 'b', 'd', 'e'], FULL, 1)).toEqual([['a', 'b'], ['d', 'e']]);
  });

  it('counts a wide field after a lone half as a row of its own', () => {
    // a alone (c wraps to its own row), then b and d side by side: cut after c, not after b.
    expect(settingParts(['a', 'c', 'b', 'd'], FULL, 2)).toEqual([['a', 'c'], ['b', 'd']]);
  });

  it('keeps every field once, in order, for the real settings, each part but the last filling whole rows', () => {
    for (const [keys, multiline] of [[WEB_SETTING_KEYS, SETTING_FULL_WIDTH], [WEB_SETTING_EN_KEYS, ENGLISH_FULL_WIDTH]] as const) {
      const parts = settingParts(keys, multiline, 7);
      expect(parts.flat()).toEqual([...keys]);
      expect(parts.length).toBeGreaterThan(1);
      // Laid out in one row or in parts, every field starts the same column: a part ends where a row does.
      const columns = (list: readonly string[]) => {
        let halfTaken = false;
        return list.map((key) => {
          const column = multiline.has(key) || !halfTaken ? 'left' : 'right';
          halfTaken = multiline.has(key) ? false : !halfTaken;
          return column;
        });
      };
      expect(parts.flatMap((part) => columns(part))).toEqual(columns(keys));
      for (const part of parts.slice(0, -1)) expect(part.length).toBeGreaterThanOrEqual(7);
    }
  });
});

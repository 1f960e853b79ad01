// Issue 35 points 4 and 5: the English picture beside a lettered Chinese one (served when present, the
// Chinese one otherwise) and a page block's icon (one of the fixed list, or none).
import { describe, expect, it } from 'vitest';
import { BLOCK_ICONS, BLOCK_ICON_MESSAGE, blockIconField, isBlockIcon } from './block-icons.ts';
import { blockInput } from './content-site.ts';
import { englishImage, englishPicture } from './english-content.ts';

describe('englishImage', () => {
  it('shows the English picture when there is one, the Chinese one otherwise', () => {
    expect(englishImage('/uploads/a-en.webp', '/uploads/a.webp')).toBe('/uploads/a-en.webp');
    expect(englishImage(' /uploads/a-en.webp ', '/uploads/a.webp')).toBe('/uploads/a-en.webp');
    for (const blank of [null, undefined, '', '   ']) expect(englishImage(blank, '/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(englishImage(null, null)).toBe('');
  });
});

describe('englishPicture', () => {
  it('stores blank as null, leaves absent absent and refuses what is not a picture address', () => {
    expect(englishPicture.parse('/uploads/a-en.webp')).toBe('/uploads/a-en.webp');
    expect(englishPicture.parse('  ')).toBeNull();
    expect(englishPicture.parse(null)).toBeNull();
    expect(englishPicture.parse(undefined)).toBeUndefined();
    expect(englishPicture.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('block icons', () => {
  it('take one of the list, blank as none and absent as unchanged', () => {
    expect(blockIconField.parse('team')).toBe('team');
    expect(blockIconField.parse('')).toBeNull();
    expect(blockIconField.parse(null)).toBeNull();
    expect(blockIconField.parse(undefined)).toBeUndefined();
  });

  it('refuse any other name with the Chinese message', () => {
    for (const bad of ['TeamOutlined', 'bug', 'constructor', '__proto__', 7, ['team']]) {
      const result = blockIconField.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BLOCK_ICON_MESSAGE);
      expect(isBlockIcon(bad)).toBe(false);
    }
    const block = blockInput.safeParse({ section: 'fuwuyoushi', title: '专业团队', icon: 'no-such-icon' });
    expect(block.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['icon', BLOCK_ICON_MESSAGE]]);
  });

  it('are a short list (the public sprite holds each)', () => {
    expect(Object.keys(BLOCK_ICONS).length).toBeLessThanOrEqual(12);
    expect(Object.keys(BLOCK_ICONS).every((name) => /^[a-z]+(-[a-z]+)*$/.test(name))).toBe(true);
  });
});

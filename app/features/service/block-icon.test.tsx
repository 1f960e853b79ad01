// Every icon a page block may choose is drawn from the public sprite (decision 0054): the sprite holds
// its symbol, and the public block points at it instead of showing the picture.
import fs from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_ICON_NAMES } from '../../../contracts/block-icons.ts';
import { BlockIconMark } from './block-icon.tsx';

const sprite = fs.readFileSync(new URL('../../components/icons.svg', import.meta.url), 'utf8');

describe('BlockIconMark', () => {
  it.each(BLOCK_ICON_NAMES)('%s is a symbol of the sprite and is drawn from it', (name) => {
    expect(sprite).toContain(`<symbol id="${name}" `);
    const html = renderToString(<BlockIconMark icon={name} />);
    expect(html).toMatch(new RegExp(`<use href="[^"]*icons[^"]*\\.svg#${name}"></use>`));
    expect(html).toContain('aria-hidden="true"');
  });
});

import fs from 'node:fs';
import * as AntdIcons from '@ant-design/icons';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SPRITE_ICON_NAMES, iconDefinitions, iconSprite } from './icon-sprite.ts';
import * as PlainIcons from './plain-icons.tsx';
import { fence } from '../../test/fences/fence.ts';

const ICONS = fence('A10', 'an @ant-design/icons icon is a <span role="img" class="anticon anticon-…"> around the paths of @ant-design/icons-svg, which plain-icons.tsx and icons.svg copy');

type IconProps = { className?: string; 'aria-hidden'?: boolean | 'true'; style?: { color: string } };

const plainIcons: Record<string, ComponentType<IconProps>> = { ...PlainIcons };
const antdIcons = { ...AntdIcons } as unknown as Record<string, ComponentType<IconProps>>;
const committedSprite = fs.readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');

const openingSpan = (html: string) => /^<span[^>]*>/.exec(html)?.[0];

describe('plain icons', () => {
  const names = Object.keys(plainIcons);

  it('are the sprite’s icons, and the committed sprite is what icon-sprite.ts makes (node scripts/write-icon-sprite.ts)', () => {
    expect(names.toSorted()).toEqual([...SPRITE_ICON_NAMES].toSorted());
    expect(committedSprite).toBe(iconSprite());
  });

  it.each(names)('%s wraps antd’s span around a pointer to its symbol, which holds antd’s paths', (name) => {
    const Plain = plainIcons[name]!;
    const Antd = antdIcons[name]!;
    const definition = iconDefinitions()[name]!;
    for (const props of [{}, { 'aria-hidden': true }, { className: 'lang-switch__caret', 'aria-hidden': true }, { style: { color: 'red' } }] satisfies IconProps[]) {
      const plain = renderToString(<Plain {...props} />);
      const antd = renderToString(<Antd {...props} />);
      expect(openingSpan(plain), `${ICONS} (${JSON.stringify(props)})`).toBe(openingSpan(antd));
      expect(plain).toContain(`data-icon="${definition.name}"`);
      expect(plain).toMatch(new RegExp(`<use href="[^"]*icons[^"]*\\.svg#${definition.name}"></use>`));
    }
    const symbol = new RegExp(`<symbol id="${definition.name}" [^>]*>(.*?)</symbol>`).exec(committedSprite)?.[1];
    const antdPaths = renderToString(<Antd />).replace(/^.*?<svg[^>]*>|<\/svg>.*$/g, '');
    expect(symbol?.replaceAll(/fill-rule/g, 'fillRule'), ICONS).toBe(antdPaths.replaceAll(/fill-rule/g, 'fillRule'));
  });
});

import * as AntdIcons from '@ant-design/icons';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as PlainIcons from './plain-icons.tsx';

type IconProps = { className?: string; 'aria-hidden'?: boolean | 'true'; style?: { color: string } };

const plainIcons: Record<string, ComponentType<IconProps>> = { ...PlainIcons };
const antdIcons = { ...AntdIcons } as unknown as Record<string, ComponentType<IconProps>>;

describe('plain icons', () => {
  const names = Object.keys(plainIcons);

  it('cover the icons the public pages draw', () => {
    expect(names.length).toBeGreaterThanOrEqual(23);
  });

  it.each(names)('%s writes the markup @ant-design/icons writes', (name) => {
    const Plain = plainIcons[name]!;
    const Antd = antdIcons[name]!;
    for (const props of [{}, { 'aria-hidden': true }, { className: 'lang-switch__caret', 'aria-hidden': true }, { style: { color: 'red' } }] satisfies IconProps[]) {
      expect(renderToString(<Plain {...props} />), JSON.stringify(props)).toBe(renderToString(<Antd {...props} />));
    }
  });

  it('renders the same icon twice in one page', () => {
    const { ArrowRightOutlined } = PlainIcons;
    const html = renderToString(
      <p>
        <ArrowRightOutlined aria-hidden />
        <ArrowRightOutlined aria-hidden />
      </p>,
    );
    expect(html.match(/data-icon="arrow-right"/g)).toHaveLength(2);
  });
});

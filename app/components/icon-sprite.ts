// The SVG sprite the public pages' icons point into (plain-icons.tsx, decision 0054): one <symbol> per
// icon, drawn from @ant-design/icons-svg's definitions as antd draws them. The sprite is a static file
// (icons.svg beside this module, content-hashed by the build); `node scripts/write-icon-sprite.ts`
// writes it again, and icon-sprite.test.ts fails while the file differs from what this makes.
import { createRequire } from 'node:module';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * The icons in the sprite, by the names plain-icons.tsx exports them under (antd's). Every icon a page
 * block may show (contracts/block-icons.ts) is among them.
 */
export const SPRITE_ICON_NAMES = [
  'ArrowLeftOutlined',
  'ArrowRightOutlined',
  'AuditOutlined',
  'CloseCircleFilled',
  'CopyOutlined',
  'CustomerServiceOutlined',
  'DatabaseOutlined',
  'DoubleLeftOutlined',
  'DoubleRightOutlined',
  'DownOutlined',
  'DownloadOutlined',
  'EllipsisOutlined',
  'ExperimentOutlined',
  'ExportOutlined',
  'FieldTimeOutlined',
  'GlobalOutlined',
  'LeftOutlined',
  'MailOutlined',
  'MenuOutlined',
  'PhoneOutlined',
  'ReadOutlined',
  'RightOutlined',
  'RocketOutlined',
  'SafetyCertificateOutlined',
  'SearchOutlined',
  'ShoppingCartOutlined',
  'TeamOutlined',
  'ThunderboltOutlined',
  'TrophyOutlined',
  'UserOutlined',
  'VerticalAlignTopOutlined',
  'WechatOutlined',
] as const;

/** The definitions of every icon, as the package's CommonJS entry lists them (read at build time only). */
export function iconDefinitions(): Record<string, IconDefinition> {
  return createRequire(import.meta.url)('@ant-design/icons-svg') as Record<string, IconDefinition>;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function markupOf(node: AbstractNode): string {
  const attributes = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const children = (node.children ?? []).map(markupOf).join('');
  return `<${node.tag}${attributes}>${children}</${node.tag}>`;
}

/** The sprite's text: each icon's root <svg> becomes a <symbol> with the icon's name as its id. */
export function iconSprite(): string {
  const definitions = iconDefinitions();
  const symbols = SPRITE_ICON_NAMES.map((name) => {
    const definition = definitions[name]!;
    const root = definition.icon as AbstractNode;
    const { focusable: _focusable, ...attrs } = root.attrs;
    return `  ${markupOf({ ...root, tag: 'symbol', attrs: { id: definition.name, ...attrs } })}\n`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('')}</svg>\n`;
}

// The icons of the public pages, under antd's names: antd's <span class="anticon …"> around an <svg>
// that points into one sprite file (icons.svg, made from @ant-design/icons-svg's definitions by
// icon-sprite.ts) instead of carrying the icon's paths. A home page draws some thirty icons: inline,
// their paths were 18 of its 84 kB of HTML, and with @ant-design/icons' per-render work (a context
// read, a style insertion, the SVG rebuilt from the definition) a few per cent of its server render
// (decision 0054). The sprite is fetched once and cached; the .anticon rules are in the site's stylesheet.
import type { CSSProperties } from 'react';
import spriteUrl from './icons.svg?url';

export interface PlainIconProps {
  className?: string;
  style?: CSSProperties;
  'aria-hidden'?: boolean | 'true' | 'false';
  'aria-label'?: string;
}

/**
 * `name`: the icon's name in the sprite and in antd's class (`arrow-right`). The <svg> is the same
 * text for every use of an icon, so it is written as that text: React renders one element per icon
 * instead of three (decision 0055). The browser's own serialisation of it (`<use …></use>`), so
 * hydration finds what it would write.
 */
function plainIcon(name: string) {
  const base = `anticon anticon-${name}`;
  const svg = { __html: `<svg focusable="false" data-icon="${name}" width="1em" height="1em" fill="currentColor" aria-hidden="true"><use href="${spriteUrl}#${name}"></use></svg>` };
  function PlainIcon({ className, ...rest }: PlainIconProps) {
    return <span role="img" aria-label={name} {...rest} className={className ? `${base} ${className}` : base} dangerouslySetInnerHTML={svg} />;
  }
  return PlainIcon;
}

export const ArrowLeftOutlined = plainIcon('arrow-left');
export const ArrowRightOutlined = plainIcon('arrow-right');
export const AuditOutlined = plainIcon('audit');
export const CloseCircleFilled = plainIcon('close-circle');
export const CopyOutlined = plainIcon('copy');
export const CustomerServiceOutlined = plainIcon('customer-service');
export const DatabaseOutlined = plainIcon('database');
export const DoubleLeftOutlined = plainIcon('double-left');
export const DoubleRightOutlined = plainIcon('double-right');
export const DownOutlined = plainIcon('down');
export const DownloadOutlined = plainIcon('download');
export const EllipsisOutlined = plainIcon('ellipsis');
export const ExperimentOutlined = plainIcon('experiment');
export const ExportOutlined = plainIcon('export');
export const FieldTimeOutlined = plainIcon('field-time');
export const GlobalOutlined = plainIcon('global');
export const LeftOutlined = plainIcon('left');
export const MailOutlined = plainIcon('mail');
export const MenuOutlined = plainIcon('menu');
export const PhoneOutlined = plainIcon('phone');
export const ReadOutlined = plainIcon('read');
export const RightOutlined = plainIcon('right');
export const RocketOutlined = plainIcon('rocket');
export const SafetyCertificateOutlined = plainIcon('safety-certificate');
export const SearchOutlined = plainIcon('search');
export const ShoppingCartOutlined = plainIcon('shopping-cart');
export const TeamOutlined = plainIcon('team');
export const ThunderboltOutlined = plainIcon('thunderbolt');
export const TrophyOutlined = plainIcon('trophy');
export const UserOutlined = plainIcon('user');
export const VerticalAlignTopOutlined = plainIcon('vertical-align-top');
export const WechatOutlined = plainIcon('wechat');

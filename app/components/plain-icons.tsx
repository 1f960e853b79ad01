// The icons of the public pages as fixed markup: the very <span class="anticon …"><svg …> that
// @ant-design/icons writes, from the same definitions (@ant-design/icons-svg), without its work on every
// render (a context read, a style insertion, the SVG rebuilt from the definition with each attribute
// name converted). A home page draws some thirty icons, and that work was a few per cent of its server
// render (decision 0054). The .anticon rules are in the site's stylesheet. plain-icons.test.tsx holds
// the markup to antd's, so an icons upgrade that changes it fails there.
import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import ArrowLeft from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRight from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import CloseCircleFilledIcon from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import Copy from '@ant-design/icons-svg/es/asn/CopyOutlined';
import CustomerService from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import DoubleLeft from '@ant-design/icons-svg/es/asn/DoubleLeftOutlined';
import DoubleRight from '@ant-design/icons-svg/es/asn/DoubleRightOutlined';
import Down from '@ant-design/icons-svg/es/asn/DownOutlined';
import Download from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import Ellipsis from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import Export from '@ant-design/icons-svg/es/asn/ExportOutlined';
import Global from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import Left from '@ant-design/icons-svg/es/asn/LeftOutlined';
import Mail from '@ant-design/icons-svg/es/asn/MailOutlined';
import Menu from '@ant-design/icons-svg/es/asn/MenuOutlined';
import Phone from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import Read from '@ant-design/icons-svg/es/asn/ReadOutlined';
import Right from '@ant-design/icons-svg/es/asn/RightOutlined';
import Search from '@ant-design/icons-svg/es/asn/SearchOutlined';
import ShoppingCart from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import User from '@ant-design/icons-svg/es/asn/UserOutlined';
import VerticalAlignTop from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import Wechat from '@ant-design/icons-svg/es/asn/WechatOutlined';

export interface PlainIconProps {
  className?: string;
  style?: CSSProperties;
  'aria-hidden'?: boolean | 'true' | 'false';
  'aria-label'?: string;
}

/** A definition's attribute names as React wants them (`fill-rule` → `fillRule`), as antd converts them. */
function reactAttributes(attrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attrs).map(([name, value]) => [name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()), value]));
}

function elementOf(node: AbstractNode, key?: number, rootProps?: Record<string, string>): ReactElement {
  return createElement(
    node.tag,
    { key, ...reactAttributes(node.attrs), ...rootProps },
    ...(node.children ?? []).map((child, index) => elementOf(child, index)),
  );
}

/** An icon component with antd's markup, its SVG made once (React elements may be rendered anywhere, any number of times). */
function plainIcon(definition: IconDefinition) {
  const { name } = definition;
  const svg = elementOf(definition.icon as AbstractNode, undefined, {
    'data-icon': name,
    width: '1em',
    height: '1em',
    fill: 'currentColor',
    'aria-hidden': 'true',
  });
  const base = `anticon anticon-${name}`;
  function PlainIcon({ className, ...rest }: PlainIconProps) {
    return (
      <span role="img" aria-label={name} {...rest} className={className ? `${base} ${className}` : base}>
        {svg}
      </span>
    );
  }
  return PlainIcon;
}

export const ArrowLeftOutlined = plainIcon(ArrowLeft);
export const ArrowRightOutlined = plainIcon(ArrowRight);
export const CloseCircleFilled = plainIcon(CloseCircleFilledIcon);
export const CopyOutlined = plainIcon(Copy);
export const CustomerServiceOutlined = plainIcon(CustomerService);
export const DoubleLeftOutlined = plainIcon(DoubleLeft);
export const DoubleRightOutlined = plainIcon(DoubleRight);
export const DownOutlined = plainIcon(Down);
export const DownloadOutlined = plainIcon(Download);
export const EllipsisOutlined = plainIcon(Ellipsis);
export const ExportOutlined = plainIcon(Export);
export const GlobalOutlined = plainIcon(Global);
export const LeftOutlined = plainIcon(Left);
export const MailOutlined = plainIcon(Mail);
export const MenuOutlined = plainIcon(Menu);
export const PhoneOutlined = plainIcon(Phone);
export const ReadOutlined = plainIcon(Read);
export const RightOutlined = plainIcon(Right);
export const SearchOutlined = plainIcon(Search);
export const ShoppingCartOutlined = plainIcon(ShoppingCart);
export const UserOutlined = plainIcon(User);
export const VerticalAlignTopOutlined = plainIcon(VerticalAlignTop);
export const WechatOutlined = plainIcon(Wechat);

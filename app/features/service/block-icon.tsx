// The icon a page block shows instead of its picture (issue 35 point 5): one of the fixed list in
// contracts/block-icons.ts, drawn from the public pages' sprite (plain-icons.tsx, decision 0054).
import type { ComponentType } from 'react';
import type { BlockIcon } from '../../../contracts/block-icons.ts';
import {
  AuditOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
  type PlainIconProps,
} from '../../components/plain-icons.tsx';

/** Each icon's sprite glyph; the console's picker shows the same glyphs as the public pages. */
export const BLOCK_ICON_GLYPHS: Record<BlockIcon, ComponentType<PlainIconProps>> = {
  experiment: ExperimentOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  thunderbolt: ThunderboltOutlined,
  team: TeamOutlined,
  'field-time': FieldTimeOutlined,
  audit: AuditOutlined,
  database: DatabaseOutlined,
  rocket: RocketOutlined,
  trophy: TrophyOutlined,
  'customer-service': CustomerServiceOutlined,
};

/** Decorative (the block's title says what it is), so hidden from assistive technology. */
export function BlockIconMark({ icon, className }: { icon: BlockIcon; className?: string }) {
  const Icon = BLOCK_ICON_GLYPHS[icon];
  return (
    <span className={className ? `block-icon ${className}` : 'block-icon'} data-testid="block-icon" data-icon-name={icon}>
      <Icon aria-hidden />
    </span>
  );
}

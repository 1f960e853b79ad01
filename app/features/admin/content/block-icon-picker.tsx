// The icon of a page block (issue 35 point 5): a choice among the fixed list of contracts/block-icons.ts,
// each shown with its name, or none (the block's picture shows). The console draws the icons with
// antd's components, the public pages with the sprite (app/features/service/block-icon.tsx).
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
} from '@ant-design/icons';
import { Select, Space } from 'antd';
import type { ComponentType } from 'react';
import { BLOCK_ICONS, BLOCK_ICON_NAMES, type BlockIcon } from '../../../../contracts/block-icons.ts';

const ICONS: Record<BlockIcon, ComponentType> = {
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

const OPTIONS = BLOCK_ICON_NAMES.map((name) => {
  const Icon = ICONS[name];
  return {
    value: name,
    label: (
      <Space size={8} data-testid={`block-icon-option-${name}`}>
        <Icon />
        <span>{BLOCK_ICONS[name]}</span>
      </Space>
    ),
  };
});

interface BlockIconPickerProps {
  value?: BlockIcon | null;
  onChange?: (value: BlockIcon | null) => void;
  id?: string;
}

/** Cleared, it answers null (not undefined), so saving sends "no icon" instead of leaving the old one. */
export function BlockIconPicker({ value, onChange, id }: BlockIconPickerProps) {
  return (
    <Select<BlockIcon>
      id={id}
      data-testid="block-icon-select"
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={OPTIONS}
      allowClear
      placeholder="无图标（显示图片）"
      style={{ width: '100%' }}
      listHeight={360}
    />
  );
}

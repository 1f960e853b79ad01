// The icon of a page block (issue 35 point 5): a choice among the fixed list of contracts/block-icons.ts,
// each shown with its name, or none (the block's picture shows), drawn from the same sprite glyphs as
// the public pages (app/features/service/block-icon.tsx).
import { Select, Space } from 'antd';
import { BLOCK_ICONS, BLOCK_ICON_NAMES, type BlockIcon } from '../../../../contracts/block-icons.ts';
import { BLOCK_ICON_GLYPHS } from '../../service/block-icon.tsx';

const OPTIONS = BLOCK_ICON_NAMES.map((name) => {
  const Icon = BLOCK_ICON_GLYPHS[name];
  return {
    value: name,
    label: (
      <Space size={8} data-testid={`block-icon-option-${name}`}>
        <Icon aria-hidden />
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

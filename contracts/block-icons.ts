// The icons a page block may show instead of its picture (issue 35 point 5): a short fixed list, so the
// public pages' icon sprite stays small (app/components/icon-sprite.ts holds every one of them) and the
// console offers a choice rather than a free name. Stored as the icon's sprite id (antd's kebab name).
import { z } from 'zod';
import { isBlank } from './form-fields.ts';

/** Sprite id → the console's label. */
export const BLOCK_ICONS = {
  experiment: '实验 Experiment',
  'safety-certificate': '质量保障 Safety certificate',
  thunderbolt: '高效 Thunderbolt',
  team: '团队 Team',
  'field-time': '周期 Field time',
  audit: '审核 Audit',
  database: '数据 Database',
  rocket: '创新 Rocket',
  trophy: '荣誉 Trophy',
  'customer-service': '客服 Customer service',
} as const;
export type BlockIcon = keyof typeof BLOCK_ICONS;
export const BLOCK_ICON_NAMES = Object.keys(BLOCK_ICONS) as BlockIcon[];

export const BLOCK_ICON_MESSAGE = '请从列表中选择图标';

export const isBlockIcon = (value: unknown): value is BlockIcon => typeof value === 'string' && Object.hasOwn(BLOCK_ICONS, value);

/** A block's icon field: blank = none (the picture shows); anything else must be one of the list. */
export const blockIconField = z.preprocess(
  (v) => (v === undefined ? undefined : isBlank(v) ? null : v),
  z.enum(BLOCK_ICON_NAMES as [BlockIcon, ...BlockIcon[]], { error: BLOCK_ICON_MESSAGE }).nullable().optional(),
);

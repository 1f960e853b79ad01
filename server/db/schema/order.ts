// GUIDE-seq and amplicon orders: an order header owned by a user and its samples
// (spec/ordering.md sections 3-4). Status 0-6 for orders and samples: 0 pending confirmation,
// 1 confirmed, 2 quality check, 3 library construction, 4 sequencing, 5 analysis, 6 done.
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, idColumn, timestamps } from './columns.ts';
import { users } from './user.ts';

const owner = () =>
  integer('uid')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

const orderColumns = () => ({
  id: idColumn(),
  uid: owner(),
  orderno: text('orderno').notNull(),
  /** Service type label (GUIDE-seq off-target detection / 扩增子检测). */
  leixing: text('leixing').notNull(),
  yangben_nums: integer('yangben_nums').notNull().default(0),
  status: flag('status'),
  ...timestamps(),
});

/**
 * The GUIDE-seq sample form's fields, shared by amplicon samples. Category values keep the source
 * spelling (type DNA/细胞渣/其他, fenxi_leixing 实验组/对照组 …); measured values are numbers.
 */
const sampleColumns = () => ({
  id: idColumn(),
  uid: owner(),
  name: text('name').notNull(),
  type: text('type'),
  type_other: text('type_other'),
  jiezhi: text('jiezhi'),
  jiezhi_other: text('jiezhi_other'),
  is_edta: flag('is_edta'),
  /** Percent, 1-100. */
  edta_nongdu: doublePrecision('edta_nongdu'),
  /** ng/ul, 10-1000. */
  nongdu: doublePrecision('nongdu'),
  /** ul, 1-100. */
  tiji: doublePrecision('tiji'),
  /** volume x concentration / 1000. */
  zongliang: doublePrecision('zongliang'),
  laiyuan: text('laiyuan'),
  laiyuan_other: text('laiyuan_other'),
  fenxi_leixing: text('fenxi_leixing'),
  duizhao: text('duizhao'),
  /** sgRNA+PAM sequences, comma-separated (GUIDE-seq) or a single sequence (amplicon). */
  xulie: text('xulie'),
  hexuanmei: text('hexuanmei'),
  hexuanmei_other: text('hexuanmei_other'),
  cuopei_fazhi: integer('cuopei_fazhi'),
  tudian_fazhi: integer('tudian_fazhi'),
  is_odn: flag('is_odn'),
  odn_xulie: text('odn_xulie'),
  is_remark: flag('is_remark'),
  remark: text('remark'),
  leixing: text('leixing'),
  status: flag('status'),
  ...timestamps(),
});

export const guideOrders = pgTable('guide_orders', orderColumns(), (t) => [
  uniqueIndex('guide_orders_orderno_key').on(t.orderno),
  index('guide_orders_uid_idx').on(t.uid, t.create_time),
]);

export const guideSamples = pgTable(
  'guide_samples',
  {
    ...sampleColumns(),
    oid: integer('oid')
      .notNull()
      .references(() => guideOrders.id, { onDelete: 'cascade' }),
  },
  (t) => [index('guide_samples_oid_idx').on(t.oid), index('guide_samples_uid_idx').on(t.uid)],
);

export const ampliconOrders = pgTable('amplicon_orders', orderColumns(), (t) => [
  uniqueIndex('amplicon_orders_orderno_key').on(t.orderno),
  index('amplicon_orders_uid_idx').on(t.uid, t.create_time),
]);

export const ampliconSamples = pgTable(
  'amplicon_samples',
  {
    ...sampleColumns(),
    oid: integer('oid')
      .notNull()
      .references(() => ampliconOrders.id, { onDelete: 'cascade' }),
    /** 0 = the customer gives primers and the amplicon sequence, 1 = design them (flanking sequence). */
    is_yinwu: flag('is_yinwu'),
    zheng_xulie: text('zheng_xulie'),
    fan_xulie: text('fan_xulie'),
    tuihuo_wendu: text('tuihuo_wendu'),
    kuozhan_xulie: text('kuozhan_xulie'),
    yinwu_xulie: text('yinwu_xulie'),
    /** Edit site distance to PAM, -30..30. */
    weidian_juli: integer('weidian_juli'),
    /** Edit window, 1..100. */
    chuangkou_size: integer('chuangkou_size'),
    is_dipin: flag('is_dipin'),
    /** Low-frequency threshold 0..1. */
    dipin_zhi: doublePrecision('dipin_zhi'),
    gexinghua_type: text('gexinghua_type'),
    gexinghua_other: text('gexinghua_other'),
    shiyan_name: text('shiyan_name'),
  },
  (t) => [index('amplicon_samples_oid_idx').on(t.oid), index('amplicon_samples_uid_idx').on(t.uid)],
);

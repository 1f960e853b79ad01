// Cell-line construction orders: one form per order, no samples (spec/ordering.md section 3
// "Cell line order"). 0/1/2 answers are integers as the form sends them; choices keep their labels.
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, idColumn, timestamps } from './columns.ts';
import { users } from './user.ts';

export const cellslineOrders = pgTable(
  'cellsline_orders',
  {
    id: idColumn(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderno: text('orderno').notNull(),
    status: flag('status'),
    /** Service type: single-gene knockout … gene knockdown. */
    leixing: text('leixing').notNull(),
    is_dingdian: flag('is_dingdian'),
    dingdian_info: text('dingdian_info'),
    /** Target gene name, NCBI accession or rs number. */
    name: text('name'),
    is_rna: flag('is_rna'),
    jiyin: text('jiyin'),
    jiyin_other: text('jiyin_other'),
    jiyin_xulie: text('jiyin_xulie'),
    is_shengzhang: integer('is_shengzhang'),
    shengzhang_file: text('shengzhang_file'),
    is_cunhuo: integer('is_cunhuo'),
    cunhuo_file: text('cunhuo_file'),
    shuzhu: text('shuzhu'),
    beixuan: text('beixuan'),
    is_yuandai: integer('is_yuandai'),
    yuandai_other: text('yuandai_other'),
    shuzhu_tigong: text('shuzhu_tigong'),
    shuzhu_jiyinshu: text('shuzhu_jiyinshu'),
    shuzhu_copynum: integer('shuzhu_copynum'),
    shuzhu_file: text('shuzhu_file'),
    texing_type: text('texing_type'),
    peiyangji_main: text('peiyangji_main'),
    peiyangji_other: text('peiyangji_other'),
    chuandai_zhou: integer('chuandai_zhou'),
    /** Percent, 0-100. */
    chuandai_bi: doublePrecision('chuandai_bi'),
    is_wuxianchuan: integer('is_wuxianchuan'),
    is_tiyingxiang: integer('is_tiyingxiang'),
    is_dancunhuo: integer('is_dancunhuo'),
    is_youhai: flag('is_youhai'),
    youhai_info: text('youhai_info'),
    jiaofu_type: text('jiaofu_type'),
    remark: text('remark'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cellsline_orders_orderno_key').on(t.orderno),
    index('cellsline_orders_uid_idx').on(t.uid, t.create_time),
  ],
);

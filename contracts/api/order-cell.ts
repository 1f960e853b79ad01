// The cell-line construction calls of spec/ordering.md section 7 (/api/v1/cellsline/*). All need a
// login; another user's order answers 404 like a missing one. The list counts pages from 1.
import { z } from 'zod';
import { CELL_MESSAGES, cellInput } from '../order-cell.ts';
import { ORDER_MESSAGES, idField, orderIdInput, orderListInput } from '../order.ts';
import { emptyToUndefined, integer as positiveInteger } from '../form-fields.ts';
import { pageOf, timestamp } from './answers.ts';
import { privateFileLink } from './upload.ts';
import { v1 } from './v1.ts';

const tags = ['cellsline'];
const id = z.number().int();
const text = z.string().nullable();
const integer = z.number().int().nullable();

/** A cell order as the calls answer it: every field of the form (hidden ones null), without the owner. */
export const cellOrder = z.object({
  id,
  orderno: z.string(),
  status: z.number().int(),
  leixing: z.string(),
  is_dingdian: z.number().int(),
  dingdian_info: text,
  name: text,
  is_rna: z.number().int(),
  jiyin: text,
  jiyin_other: text,
  jiyin_xulie: text,
  is_shengzhang: integer,
  shengzhang_file: text,
  is_cunhuo: integer,
  cunhuo_file: text,
  shuzhu: text,
  beixuan: text,
  is_yuandai: integer,
  yuandai_other: text,
  shuzhu_tigong: text,
  shuzhu_jiyinshu: text,
  shuzhu_copynum: integer,
  shuzhu_file: text,
  texing_type: text,
  peiyangji_main: text,
  peiyangji_other: text,
  chuandai_zhou: integer,
  chuandai_bi: z.number().nullable(),
  is_wuxianchuan: integer,
  is_tiyingxiang: integer,
  is_dancunhuo: integer,
  is_youhai: z.number().int(),
  youhai_info: text,
  jiaofu_type: text,
  remark: text,
  create_time: timestamp,
  update_time: timestamp,
});

/**
 * One order as its owner reads it: the fields (proofs as their stored addresses, which the edit form
 * sends back unchanged) and, per proof, a short-lived download link (null without a file).
 */
export const cellOrderInfo = cellOrder.extend({
  file_links: z.object({ shengzhang_file: privateFileLink.nullable(), cunhuo_file: privateFileLink.nullable(), shuzhu_file: privateFileLink.nullable() }),
});

/**
 * The single-sample view of a cell order (docs/decisions/0031-cell-line-calls.md): a cell order
 * is one form, so it is its own one sample. `oid` names the order; `id` is the same number.
 */
export const cellSample = cellOrder.extend({ oid: id });
export const cellSampleInfo = cellOrderInfo.extend({ oid: id });

const optionalId = (message: string) => z.preprocess(emptyToUndefined, positiveInteger(message).optional());

/** `oid` or `id` of the order, either one (the specification marks the payload "oid or id (assumed)"). */
export const cellSampleInput = z
  .object({ oid: optionalId(ORDER_MESSAGES.oidRequired), id: optionalId(ORDER_MESSAGES.oidRequired) })
  .transform((raw, ctx) => {
    const order = raw.oid ?? raw.id;
    if (order === undefined) {
      ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.oidRequired, path: ['oid'] });
      return z.NEVER;
    }
    return { oid: order };
  });

export const cellOrderApi = {
  list: v1({
    path: '/cellsline/myCellslineOrder',
    tags,
    apiKeyScope: 'orders:read',
    auth: true,
    summary: '我的细胞株构建订单（page 从 1 开始，size，keyword 为订单号）；data.data 列表，data.total 总数',
    input: orderListInput,
    output: pageOf(cellOrder),
  }),
  info: v1({
    path: '/cellsline/myCellslineInfo',
    tags,
    apiKeyScope: 'orders:read',
    auth: true,
    summary: '细胞株构建订单详情（id）；data 为订单全部字段',
    input: orderIdInput,
    output: cellOrderInfo,
  }),
  add: v1({
    path: '/cellsline/addCellslineOrder',
    tags,
    auth: true,
    summary: '提交细胞株构建订单（表单字段）；data.info 为新订单 id',
    input: cellInput({}),
    output: z.object({ info: id, orderno: z.string() }),
  }),
  edit: v1({
    path: '/cellsline/editCellslineOrder',
    tags,
    auth: true,
    summary: '修改细胞株构建订单（表单字段 + id；仅状态 0）',
    input: cellInput({ id: idField(CELL_MESSAGES.idRequired) }),
    output: cellOrder,
  }),
  /** The specification's other name of `list` (spec/ordering.md section 7). */
  listByOtherName: v1({
    path: '/cellsline/myCellslineOrderList',
    tags,
    apiKeyScope: 'orders:read',
    auth: true,
    summary: 'myCellslineOrder 的另一名称：我的细胞株构建订单（page 从 1 开始，size，keyword）',
    input: orderListInput,
    output: pageOf(cellOrder),
  }),
  /** The specification's other name of `edit`. */
  editByOtherName: v1({
    path: '/cellsline/editCellslineYangben',
    tags,
    auth: true,
    summary: 'editCellslineOrder 的另一名称：修改细胞株构建订单（表单字段 + id；仅状态 0）',
    input: cellInput({ id: idField(CELL_MESSAGES.idRequired) }),
    output: cellOrder,
  }),
  samples: v1({
    path: '/cellsline/myCellslineYangben',
    tags,
    apiKeyScope: 'orders:read',
    auth: true,
    summary: '细胞株构建订单的样本列表（oid 或 id）：细胞株订单即一个样本，data 为只含该订单的数组（字段同订单，另加 oid）',
    input: cellSampleInput,
    output: z.array(cellSample),
  }),
  sampleInfo: v1({
    path: '/cellsline/getYangbenInfo',
    tags,
    apiKeyScope: 'orders:read',
    auth: true,
    summary: '细胞株构建订单的样本详情（id 或 oid）：data 为该订单的字段、oid 与证明文件的临时下载链接',
    input: cellSampleInput,
    output: cellSampleInfo,
  }),
  remove: v1({
    path: '/cellsline/delCellslineOrder',
    tags,
    auth: true,
    summary: '删除细胞株构建订单（id；仅状态 0，见决策记录 0011）',
    input: orderIdInput,
    output: z.object({ id }),
  }),
};

/** A cell order as the calls answer it. */
export type CellOrder = z.infer<typeof cellOrder>;
export type CellOrderInfo = z.infer<typeof cellOrderInfo>;
export type CellSample = z.infer<typeof cellSample>;
export type CellSampleInfo = z.infer<typeof cellSampleInfo>;

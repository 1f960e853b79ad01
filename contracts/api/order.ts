// The GUIDE-seq (/api/v1/guide/*) and amplicon (/api/v1/amplicon/*) calls of spec/ordering.md
// section 7, plus the order delete, the manifest and the Excel import (beyond the specification). The
// two kinds have the same calls under their own path names, so one function builds each kind's table
// from the specification's names; the server registers it and the pages call it. All need a login
// except the import template (it holds no customer data, and a plain link downloads it).
import { z } from 'zod';
import { ORDER_MESSAGES, idField, orderIdInput, orderListInput, orderOidInput, sampleIdInput, type SampleOrderKind } from '../order.ts';
import { sampleInput } from '../order-sample.ts';
import { pageOf, timestamp } from './answers.ts';
import { v1 } from './v1.ts';

const id = z.number().int();
const text = z.string().nullable();
const integer = z.number().int().nullable();
const decimal = z.number().nullable();

/** An order header as the calls answer it. */
export const orderHeader = z.object({
  id,
  orderno: z.string(),
  leixing: z.string(),
  yangben_nums: z.number().int(),
  status: z.number().int(),
  create_time: timestamp,
  update_time: timestamp,
});

export const orderPage = pageOf(orderHeader);

/** A GUIDE-seq sample row (the owner's uid included); hidden fields are null. */
const guideSampleRow = z.object({
  id,
  uid: id,
  oid: id,
  name: z.string(),
  type: text,
  type_other: text,
  jiezhi: text,
  jiezhi_other: text,
  is_edta: z.number().int(),
  edta_nongdu: decimal,
  nongdu: decimal,
  tiji: decimal,
  zongliang: decimal,
  laiyuan: text,
  laiyuan_other: text,
  fenxi_leixing: text,
  duizhao: text,
  /** GUIDE-seq: the guides comma-joined; amplicon: one sequence. */
  xulie: text,
  hexuanmei: text,
  hexuanmei_other: text,
  cuopei_fazhi: integer,
  tudian_fazhi: integer,
  is_odn: z.number().int(),
  odn_xulie: text,
  is_remark: z.number().int(),
  remark: text,
  leixing: text,
  status: z.number().int(),
  create_time: timestamp,
  update_time: timestamp,
});

/** The columns only amplicon samples have. */
const ampliconColumns = {
  is_yinwu: z.number().int(),
  zheng_xulie: text,
  fan_xulie: text,
  tuihuo_wendu: text,
  kuozhan_xulie: text,
  yinwu_xulie: text,
  weidian_juli: integer,
  chuangkou_size: integer,
  is_dipin: z.number().int(),
  dipin_zhi: decimal,
  gexinghua_type: text,
  gexinghua_other: text,
  shiyan_name: text,
};

const ampliconSampleRow = guideSampleRow.extend(ampliconColumns);

/** A sample of either kind, as the pages read it: the amplicon-only columns are absent for GUIDE-seq. */
export const sampleRow = guideSampleRow.extend(z.object(ampliconColumns).partial().shape);

const detailFields = { orderno: z.string(), order_status: z.number().int() };

/** One sample with the number and status of its order. */
export const sampleDetail = sampleRow.extend(detailFields);

/** The customer on a manifest: the owner's own contact details. */
export const manifestCustomer = z.object({
  username: text,
  fname: text,
  lname: text,
  email: z.string(),
  company: text,
  department: text,
  phone: text,
  tel: text,
});

interface SampleAnswers {
  row: z.ZodType<z.infer<typeof sampleRow>>;
  detail: z.ZodType<z.infer<typeof sampleDetail>>;
}

// Each kind answers exactly its own columns; the pages read both kinds as `sampleRow`.
const SAMPLE_ANSWERS: Record<SampleOrderKind, SampleAnswers> = {
  guide: { row: guideSampleRow, detail: guideSampleRow.extend(detailFields) },
  amplicon: { row: ampliconSampleRow, detail: ampliconSampleRow.extend(detailFields) },
};

/** Path names of each kind's calls, as the specification spells them; the rest are named alike. */
const SAMPLE_ORDER_PATHS = {
  guide: {
    prefix: '/guide',
    title: 'GUIDE-seq',
    list: 'myGuideOrder',
    samples: 'myGuideYangben',
    info: 'myGuideInfo',
    addOrder: 'addGuideOrder',
    addSample: 'addGuideYangben',
    editSample: 'editGuideYangben',
    delOrder: 'delGuideOrder',
  },
  amplicon: {
    prefix: '/amplicon',
    title: '扩增子',
    list: 'myAmpliconOrder',
    samples: 'myAmpliconYangben',
    info: 'myAmpliconInfo',
    addOrder: 'addAmpliconOrder',
    addSample: 'addAmpliconYangben',
    editSample: 'editAmpliconYangben',
    delOrder: 'delAmpliconOrder',
  },
} as const satisfies Record<SampleOrderKind, Record<string, string>>;

/** What an add answers: `info` is the order's id (the form continues with it), `id` the new sample's. */
const added = z.object({ info: id, orderno: z.string(), id, yangben_nums: z.number().int() });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sampleOrderEndpoints(kind: SampleOrderKind) {
  const names = SAMPLE_ORDER_PATHS[kind];
  const answers = SAMPLE_ANSWERS[kind];
  const title = names.title;
  const tags = [kind];
  const at = (name: string) => `${names.prefix}/${name}`;

  return {
    list: v1({
      path: at(names.list),
      tags,
      apiKeyScope: 'orders:read',
      auth: true,
      summary: `我的${title}订单（page 从 0 开始，size，keyword 为订单号）；data.data 列表，data.total 总数`,
      input: orderListInput,
      output: orderPage,
    }),
    info: v1({
      path: at(names.info),
      tags,
      apiKeyScope: 'orders:read',
      auth: true,
      summary: `${title}订单信息（id）`,
      input: orderIdInput,
      output: orderHeader,
    }),
    samples: v1({
      path: at(names.samples),
      tags,
      apiKeyScope: 'orders:read',
      auth: true,
      summary: '订单的样本列表（oid）',
      input: orderOidInput,
      output: z.array(answers.row),
    }),
    sample: v1({
      path: at('getYangbenInfo'),
      tags,
      apiKeyScope: 'orders:read',
      auth: true,
      summary: '样本详情（id），附订单号 orderno 与订单状态 order_status',
      input: sampleIdInput,
      output: answers.detail,
    }),
    addOrder: v1({
      path: at(names.addOrder),
      tags,
      auth: true,
      summary: `新建${title}订单及其第一个样本（表单字段 + leixing）；data.info 为新订单 id`,
      input: sampleInput(kind, { leixing: z.unknown().optional() }),
      output: added,
    }),
    addSample: v1({
      path: at(names.addSample),
      tags,
      auth: true,
      summary: '向订单添加样本（表单字段 + oid；仅订单状态 0）',
      input: sampleInput(kind, { oid: idField(ORDER_MESSAGES.oidRequired) }),
      output: added,
    }),
    editSample: v1({
      path: at(names.editSample),
      tags,
      auth: true,
      summary: '修改样本（表单字段 + id；仅样本与订单状态 0）',
      input: sampleInput(kind, { id: idField(ORDER_MESSAGES.idRequired) }),
      output: answers.row,
    }),
    delSample: v1({
      path: at('delYangben'),
      tags,
      auth: true,
      summary: '删除样本（id；状态 0 或 6）；data.yangben_nums 为订单剩余样本数',
      input: sampleIdInput,
      output: z.object({ id, oid: id, yangben_nums: z.number().int() }),
    }),
    delOrder: v1({
      path: at(names.delOrder),
      tags,
      auth: true,
      summary: '删除订单及其样本（id；状态 0 或 6；规范之外）',
      input: orderIdInput,
      output: z.object({ id }),
    }),
    reorder: v1({
      path: at('reorder'),
      tags,
      auth: true,
      summary: '再来一单（id 为原订单）：新建待确认订单，复制原订单全部样本的填写内容（按当前规则检查；规范之外）；data.info 为新订单 id',
      input: orderIdInput,
      output: z.object({ info: id, orderno: z.string(), ids: z.array(id), yangben_nums: z.number().int() }),
    }),
    manifest: v1({
      path: at('orderManifest'),
      tags,
      auth: true,
      summary: '样本清单（oid）：订单、客户与全部样本，供打印随管寄送（规范之外）',
      input: orderOidInput,
      output: z.object({
        order: orderHeader,
        customer: manifestCustomer.nullable(),
        samples: z.array(answers.row),
        /** SVG of the order number's QR code, generated on the server. */
        qrcode: z.string(),
      }),
    }),
    importTemplate: v1({
      path: at('importTemplate'),
      // A download link: GET first.
      methods: ['GET', 'POST'],
      tags,
      summary: '批量导入样本的 Excel 模板（.xlsx）',
      answer: 'file',
      contentType: XLSX_TYPE,
    }),
    importSamples: v1({
      path: at('importYangben'),
      tags,
      auth: true,
      summary: '批量导入样本（multipart：file 为填好的模板，oid 可选）；全部导入或全部不导入，错误见 data.problems',
      multipart: { oid: { type: 'integer', description: '加入的订单；不传则新建订单' } },
      output: z.object({ info: id, orderno: z.string(), count: z.number().int(), yangben_nums: z.number().int() }),
    }),
  };
}

export type SampleOrderEndpoints = ReturnType<typeof sampleOrderEndpoints>;

/** Each kind's calls: `sampleOrderApi.guide.list`, `sampleOrderApi.amplicon.addSample` … */
export const sampleOrderApi: Record<SampleOrderKind, SampleOrderEndpoints> = {
  guide: sampleOrderEndpoints('guide'),
  amplicon: sampleOrderEndpoints('amplicon'),
};

/** A sample row as the calls answer it (both kinds; amplicon-only columns are absent for GUIDE-seq). */
export type SampleRow = z.infer<typeof sampleRow>;

/** An order header as the calls answer it. */
export type OrderHeader = z.infer<typeof orderHeader>;
export type OrderPage = z.infer<typeof orderPage>;

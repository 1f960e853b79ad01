// Helpers of the order API tests: users with sessions, calls through app.inject, valid sample and cell-line order forms.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import { guideOrderBody } from '../../e2e/support/guide-order-body.ts';
import { ampliconOrders, ampliconSamples, guideOrders, guideSamples, users } from '../../server/db/schema/index.ts';

export interface Answer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export async function createUser(t: TestApp, name = 'user'): Promise<{ uid: number; token: string }> {
  const email = `${name}-${randomInt(1e9)}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, password_hash: 'x', username: name, company: '示例大学', status: 1 })
    .returning({ id: users.id });
  const { token } = await t.app.services.sessions.createSession(row.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { uid: row.id, token };
}

export async function call<T = any>(t: TestApp, path: string, token: string | null, body: Record<string, unknown> = {}): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: token ? { authentication: token } : {},
    remoteAddress: `10.1.${randomInt(256)}.${randomInt(1, 255)}`,
    payload: body,
  });
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: T }) };
}

/** A complete GUIDE-seq experimental-group DNA sample (the browser tests' order body, with two guides). */
export const guideSample = (overrides: Record<string, unknown> = {}) => ({
  ...guideOrderBody('Sample-1'),
  xulie: ['GAGTCCGAGCAGAAGAAGAAGGG', 'GACCCCCTCCACCCCGCCTCCGG'],
  leixing: 'GUIDE-seq脱靶检测',
  ...overrides,
});

export const AMPLICON = 'ACGT'.repeat(50);

/** A complete amplicon sample with primers. */
export const ampliconSample = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amp-1',
  type: 'DNA',
  jiezhi: 'TE',
  is_edta: 0,
  nongdu: 50,
  tiji: 10,
  laiyuan: 'mouse mm10',
  fenxi_leixing: '实验组',
  xulie: 'GAGTCCGAGCAGAAGAAGAAGGG',
  hexuanmei: 'SpCas9',
  weidian_juli: -3,
  chuangkou_size: 20,
  is_yinwu: 0,
  zheng_xulie: 'ACGTACGTACGTACGTACGT',
  fan_xulie: 'TGCATGCATGCATGCATGCA',
  tuihuo_wendu: '60',
  kuozhan_xulie: AMPLICON,
  is_dipin: 0,
  gexinghua_type: '无',
  is_remark: 0,
  leixing: '扩增子检测',
  ...overrides,
});

/** A complete cell-line order as the form sends it with its defaults. */
export const cellForm = (overrides: Record<string, unknown> = {}) => ({
  leixing: '单基因敲除',
  name: 'TP53',
  is_rna: 1,
  jiyin: 'Gene ID',
  is_shengzhang: 2,
  is_cunhuo: 2,
  shuzhu: 'HEK293T',
  beixuan: 'HeLa',
  is_yuandai: 1,
  shuzhu_tigong: '现货细胞（免费）',
  shuzhu_jiyinshu: '单拷贝',
  texing_type: '贴壁',
  peiyangji_main: 'DMEM',
  peiyangji_other: 'DMEM + 10% FBS',
  chuandai_zhou: 1,
  chuandai_bi: 30,
  is_wuxianchuan: 1,
  is_tiyingxiang: 0,
  is_dancunhuo: 1,
  is_youhai: 0,
  jiaofu_type: '单克隆纯合子细胞株',
  ...overrides,
});

/** Moves an order (and optionally its samples) to a status, as staff would. */
export async function setStatus(t: TestApp, kind: 'guide' | 'amplicon', oid: number, status: number, samples = true) {
  const order = kind === 'guide' ? guideOrders : ampliconOrders;
  const sample = kind === 'guide' ? guideSamples : ampliconSamples;
  await t.database.db.update(order).set({ status }).where(eq(order.id, oid));
  if (samples) await t.database.db.update(sample).set({ status }).where(eq(sample.oid, oid));
}

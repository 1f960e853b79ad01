// The lab's per-site indel table (CSV or .xlsx, read in the parse pool) and the comparison the order
// pages plot: saved all or none, each bad table refused with its Chinese message naming the row, only
// the lab (and admins) may upload, and the customer reads the same points and disagreements.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { SITE_VALIDATION_LIMITS, SITE_VALIDATION_MESSAGES as M } from '../../../contracts/site-validation.ts';
import { ampliconSamples, auditLog, siteValidations } from '../../db/schema/index.ts';
import { call, createUser, multipart, sampleOrder, staffCall } from '../../../test/support/order-ops-test-kit.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let lab: TestStaff;
let sales: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('mail');
  lab = await createStaff(t.app, ['lab']);
  sales = await createStaff(t.app, ['sales']);
});
afterAll(async () => {
  await t?.close();
});

const SCORES = [0.9, 0.7, 0.5, 0.3, 0.1];

/** A customer's amplicon order whose samples are validated sites S1..S5 with SCORES. */
async function validatedOrder() {
  const customer = await createUser(t, 'sites');
  const oid = await sampleOrder(t, customer.token, 'amplicon', SCORES.length);
  const samples = await t.database.db.select().from(ampliconSamples).where(eq(ampliconSamples.oid, oid)).orderBy(ampliconSamples.id);
  await t.database.db.insert(siteValidations).values(
    samples.map((s, i) => ({
      oid,
      sample_id: s.id,
      job_id: 1,
      site_index: i,
      label: `S${i + 1}`,
      genome: 'lambda',
      guide: 'GAGTCCGAGCAGAAGAAGAAAGG',
      chrom: 'NC_001416.1',
      position: 1000 * (i + 1),
      strand: '+',
      off_seq: 'GAGTCCGAGCAGAAGAAGAAAGG',
      score: SCORES[i],
    })),
  );
  return { customer, oid, samples };
}

async function upload(member: TestStaff, oid: number | null, file: { filename: string; content: Buffer } | null) {
  const parts = [...(oid === null ? [] : [{ name: 'oid', value: String(oid) }]), ...(file ? [{ name: 'file', filename: file.filename, value: file.content }] : [])];
  const body = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/v1/orders/uploadSiteTable', payload: body.payload, headers: { ...body.headers, authentication: member.token } });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

const csv = (text: string, filename = 'sites.csv') => ({ filename, content: Buffer.from(text) });

async function xlsx(rows: (string | number)[][]) {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('indel');
  for (const row of rows) sheet.addRow(row);
  return { filename: 'sites.xlsx', content: Buffer.from(await book.xlsx.writeBuffer()) };
}

const indels = async (oid: number) =>
  (await t.database.db.select().from(siteValidations).where(eq(siteValidations.oid, oid)).orderBy(siteValidations.id)).map((s) => s.indel);

describe('the per-site indel table', () => {
  it('saves a CSV’s indel % by label or sample name and answers the plot’s points and disagreements', async () => {
    const { customer, oid, samples } = await validatedOrder();
    // S1 is predicted highest but measured lowest; S5 the reverse: the two biggest disagreements.
    const answer = await upload(lab, oid, csv(`site,indel %\nS1,0.01\n${samples[1].name},2.5\nS3,1.1%\ns4,0.4\nS5,12\n`));
    expect(answer).toMatchObject({ code: 200, msg: M.tableSaved, data: { saved: 5 } });
    expect(await indels(oid)).toEqual([0.01, 2.5, 1.1, 0.4, 12]);
    const { comparison } = answer.data;
    expect(comparison.points).toEqual([
      { label: 'S1', score: 0.9, indel: 0.01 },
      { label: 'S2', score: 0.7, indel: 2.5 },
      { label: 'S3', score: 0.5, indel: 1.1 },
      { label: 'S4', score: 0.3, indel: 0.4 },
      { label: 'S5', score: 0.1, indel: 12 },
    ]);
    expect(comparison.pending).toBe(0);
    expect(comparison.disagreements.slice(0, 2)).toEqual([
      { label: 'S1', score: 0.9, indel: 0.01, gap: 1, direction: 'over' },
      { label: 'S5', score: 0.1, indel: 12, gap: 1, direction: 'under' },
    ]);
    expect(comparison.spearman).toBe(-0.6);
    // The customer's order page reads the same comparison; the upload is in the audit log.
    const mine = await call(t, '/amplicon/orderSites', customer.token, { oid });
    expect(mine.data.comparison).toEqual(comparison);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.site-table'));
    expect(audit).toMatchObject({ staff_id: lab.id, entity_id: String(oid) });
  });

  it('reads an .xlsx with Chinese headers, and a partial table leaves the other sites as they were', async () => {
    const { oid } = await validatedOrder();
    expect(await upload(lab, oid, csv('site,indel %\nS1,3\nS2,4\n'))).toMatchObject({ code: 200 });
    const answer = await upload(lab, oid, await xlsx([['位点', 'indel率(%)'], ['S2', 5.5], ['S3', 0]]));
    expect(answer).toMatchObject({ code: 200, data: { saved: 2 } });
    expect(await indels(oid)).toEqual([3, 5.5, 0, null, null]);
    expect(answer.data.comparison.pending).toBe(2);
  });

  it('refuses a bad table whole, with a Chinese message naming the row', async () => {
    const { oid } = await validatedOrder();
    const cases: [ReturnType<typeof csv>, string][] = [
      [csv('sample name,value\nS1,3\n'), M.tableColumns],
      [csv('site,indel %\n'), M.tableEmpty],
      [csv('site,indel %\nS1,3\nS9,2\n'), M.tableUnknownSite(3, 'S9')],
      [csv('site,indel %\nS1,3\nS2,abc\n'), M.tableBadIndel(3)],
      [csv('site,indel %\nS1,101\n'), M.tableBadIndel(2)],
      [csv('site,indel %\nS1,-1\n'), M.tableBadIndel(2)],
      [csv('site,indel %\nS1,\n'), M.tableBadIndel(2)],
      [csv('site,indel %\nS1,3\ns1,4\n'), M.tableDuplicate(3, 's1')],
      [csv('site,indel %\nS1,3\n', 'sites.pdf'), M.tableType],
      [{ filename: 'sites.xlsx', content: Buffer.from('not a zip at all') }, M.tableType],
      [csv(`site,indel %\n${'S1,1\n'.repeat(SITE_VALIDATION_LIMITS.tableMaxRows + 1)}`), M.tableTooManyRows],
    ];
    for (const [file, message] of cases) {
      expect(await upload(lab, oid, file), message).toMatchObject({ code: 201, msg: message });
    }
    expect(await upload(lab, oid, null)).toMatchObject({ code: 201, msg: M.tableType });
    const big = await upload(lab, oid, csv('x'.repeat(SITE_VALIDATION_LIMITS.tableMaxBytes + 1)));
    expect(big.msg).toBe(M.tableTooLarge);
    // Nothing was saved by any of them.
    expect(await indels(oid)).toEqual([null, null, null, null, null]);
    expect(M.tableUnknownSite(3, 'S9')).toBe('第 3 行：位点「S9」不是本订单的样本');
  });

  it('is the lab’s (and admins’): sales may read the sites but not upload; a customer token is refused', async () => {
    const { oid, customer } = await validatedOrder();
    expect(await upload(sales, oid, csv('site,indel %\nS1,3\n'))).toMatchObject({ status: 403 });
    expect(await staffCall(t, sales, '/orders/siteResults', { oid })).toMatchObject({ code: 200, data: { sites: expect.any(Array) } });
    const asCustomer = await t.app.inject({ method: 'POST', url: '/api/admin/v1/orders/siteResults', payload: { oid }, headers: { authentication: customer.token } });
    expect(asCustomer.statusCode).toBe(401);
  });

  it('refuses an order that was not made by site validation, and a missing one', async () => {
    const customer = await createUser(t, 'plain');
    const oid = await sampleOrder(t, customer.token, 'amplicon', 1);
    expect(await upload(lab, oid, csv('site,indel %\nS-1,3\n'))).toMatchObject({ code: 201, msg: M.notAmplicon });
    expect(await upload(lab, 999_999, csv('site,indel %\nS1,3\n'))).toMatchObject({ code: 404 });
  });
});

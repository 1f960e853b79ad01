// Bulk 显示 / 隐藏 / 删除 of job postings and their export (issue 35 point 9) through the real app:
// editor role, at most 200 ids, one transaction, one audit row per posting, filtered exports.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, jobPostings } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { exportCall } from '../../../test/support/export-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
let lab: TestStaff;
const ids: number[] = [];

const call = (path: string, body: Record<string, unknown> = {}, member: TestStaff = editor) => adminCall(t.app, `/content/jobs/${path}`, body, { token: member.token });
const statuses = async () => (await t.database.db.select().from(jobPostings).where(inArray(jobPostings.id, ids))).toSorted((a, b) => a.id - b.id).map((r) => r.status);
const auditCount = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  lab = await createStaff(t.app, ['lab']);
  for (const [type, title] of [[0, '实验员'], [1, '校招研究员'], [0, '销售代表']] as const) {
    const res = await call('create', { type, title, leixing: '技术类', didian: '上海', renshu: '2', body: '<p>职责</p>', sort: 0, status: 1 });
    expect(res.code).toBe(200);
    ids.push(res.data.id);
  }
});
afterAll(async () => t?.close());

describe('job bulk actions and export', () => {
  it('refuses another role, over 200 ids, and rolls back when one posting is missing', async () => {
    expect(await call('bulk', { action: 'hide', ids }, lab)).toMatchObject({ status: 403 });
    expect(await call('bulk', { action: 'hide', ids: Array.from({ length: 201 }, (_, i) => i + 1) })).toMatchObject({ code: 201, msg: '一次最多操作 200 条' });
    expect(await call('bulk', { action: 'hide', ids: [ids[0], 999_999] })).toMatchObject({ code: 404 });
    expect(await statuses()).toEqual([1, 1, 1]);
    expect(await auditCount('content.job.hide')).toBe(0);
  });

  it('hides two postings with one audit row each', async () => {
    expect(await call('bulk', { action: 'hide', ids: [ids[0], ids[1]] })).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await statuses()).toEqual([0, 0, 1]);
    expect(await auditCount('content.job.hide')).toBe(2);
  });

  it('exports the postings of one type under Chinese headers', async () => {
    const { rows } = await exportCall(t.app, '/content/jobs/export', editor.token, { type: 0, format: 'csv' });
    expect(rows[0]).toEqual(['编号', '职位', '招聘类型', '职位类别', '工作地点', '招聘人数', '排序', '状态', '发布时间']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[7]]).toSorted()).toEqual([
      ['实验员', '社会招聘', '隐藏'],
      ['销售代表', '社会招聘', '显示'],
    ]);
    const xlsx = await exportCall(t.app, '/content/jobs/export', editor.token, { keyword: '校招' });
    expect(xlsx.rows.map((r) => r[1])).toEqual(['职位', '校招研究员']);
    expect(await auditCount('content.job.export')).toBe(2);
    expect((await exportCall(t.app, '/content/jobs/export', lab.token, {})).res.statusCode).toBe(403);
  });
});

// The console's plasmid editing through the real app: add, edit every field, show/hide, delete, the
// list's filters, validation messages, HTML sanitised on write, audit rows with the changed fields,
// and the public list and detail showing a save at the next request.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { publicDetail, publicList } from '../../../test/support/plasmid-admin-test-kit.ts';

let t: TestApp;
let editor: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>) => adminCall(t.app, `/content/plasmids/${path}`, body, { token: editor.token });

const base = {
  item_no: 'PA-1001',
  name: 'pLenti-CMV-EGFP',
  specification: '10 μg',
  price: '1800',
  alias: 'pLenti GFP',
  promoter: 'CMV',
  plasmid_host: 'mammalian',
  plasmid_usage: '蛋白表达',
  plasmid_fluorescent_marker: 'green',
  sequence: 'atgc atgc\n12 atgc',
  features: [{ name: 'EGFP', start: 1, end: 8, direction: 1, type: 'CDS' }],
};

async function auditOf(id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'plasmids'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
}

describe('add and edit', () => {
  it('adds a plasmid that the public list and detail show at once, with its map features', async () => {
    // Fill the public caches first, so a stale cache would show.
    expect((await publicList(t.app, { name: 'pLenti-CMV' })).data.total).toBe(0);
    const res = await call('create', base);
    expect(res).toMatchObject({ code: 200, msg: '质粒已添加' });
    const id = res.data.id as number;
    expect(res.data).toMatchObject({ item_no: 'PA-1001', plasmid_usage: 'protein_expression', sequence: 'ATGCATGCATGC', status: 1, sort: 0 });

    const list = await publicList(t.app, { name: 'pLenti-CMV' });
    expect(list.data.total).toBe(1);
    expect(list.data.data[0].labels.plasmidHost).toBe('哺乳动物细胞');
    const detail = await publicDetail(t.app, id);
    expect(detail.data).toMatchObject({ name: 'pLenti-CMV-EGFP', promoter: 'CMV', sequence: 'ATGCATGCATGC' });
    expect(detail.data.features).toEqual([{ name: 'EGFP', start: 1, end: 8, direction: 1, type: 'CDS' }]);

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'content.plasmid.create', staff_id: editor.id });
    expect((audit!.after as Record<string, unknown>).item_no).toBe('PA-1001');
  });

  it('edits every field, records only the changed ones and the public detail shows them', async () => {
    const { data: created } = await call('create', { ...base, item_no: 'PA-1002' });
    await publicDetail(t.app, created.id);
    const res = await call('update', {
      ...base,
      id: created.id,
      item_no: 'PA-1002',
      name: 'pLenti-CMV-EGFP v2',
      replicon: 'pUC ori',
      remark: '需冷冻保存',
      function_introduction: '<p>表达 <b>EGFP</b><script>alert(1)</script><img src="x.png" onerror="alert(2)"></p>',
    });
    expect(res).toMatchObject({ code: 200, msg: '质粒已保存' });
    expect(res.data.function_introduction).not.toMatch(/script|onerror/);
    expect(res.data.function_introduction).toContain('<b>EGFP</b>');

    const detail = await publicDetail(t.app, created.id);
    expect(detail.data).toMatchObject({ name: 'pLenti-CMV-EGFP v2', replicon: 'pUC ori', remark: '需冷冻保存' });
    expect(detail.data.functionIntroduction).toContain('<b>EGFP</b>');

    const rows = await auditOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['content.plasmid.create', 'content.plasmid.update']);
    expect(Object.keys(rows[1]!.after as object).toSorted()).toEqual(['function_introduction', 'name', 'remark', 'replicon']);
    expect(rows[1]!.before).toMatchObject({ name: 'pLenti-CMV-EGFP', replicon: null, remark: null });

    // Saving the same values again writes nothing and records nothing.
    await call('update', { ...res.data, id: created.id });
    expect(await auditOf(created.id)).toHaveLength(2);
  });

  it('refuses with the form messages', async () => {
    expect((await call('create', { ...base, item_no: ' ' })).msg).toBe('请输入货号');
    expect((await call('create', { ...base, item_no: 'PA-2', name: '' })).msg).toBe('请输入产品名称');
    expect((await call('create', base)).msg).toBe('货号已存在');
    expect((await call('create', { ...base, item_no: 'PA-3', plasmid_host: 'mars' })).msg).toBe('质粒宿主的取值不正确');
    expect((await call('create', { ...base, item_no: 'PA-3', sequence: 'ATGQ' })).msg).toBe('序列只能包含碱基字母（A、C、G、T、N 等）');
    expect((await call('create', { ...base, item_no: 'PA-3', sequence: 'A'.repeat(200_001) })).msg).toBe('序列最长 200000 bp');
    const outside = [{ name: 'x', start: 5, end: 99, direction: 1, type: 'CDS' }];
    expect((await call('create', { ...base, item_no: 'PA-3', features: outside })).msg).toBe('图谱元件的位置超出序列长度');
    expect((await call('create', { ...base, item_no: 'PA-3', sequence: '' })).msg).toBe('没有序列时不能保存图谱元件');
    expect((await call('create', { ...base, item_no: 'PA-3', sort: -1 })).msg).toBe('排序须为 0 到 999999 的整数');
    expect((await call('update', { ...base, id: 999_999, item_no: 'PA-9' })).code).toBe(404);
  });

  it('refuses a map picture (profile) that is not http(s) or a site path, on add and edit', async () => {
    const message = '图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）';
    const { data: created } = await call('create', { ...base, item_no: 'PA-LINK', profile: '/uploads/maps/pa-link.png' });
    expect(created.profile).toBe('/uploads/maps/pa-link.png');
    for (const profile of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect(await call('create', { ...base, item_no: 'PA-LINK2', profile }), profile).toMatchObject({ code: 201, msg: message });
      expect(await call('update', { ...base, id: created.id, item_no: 'PA-LINK', profile }), profile).toMatchObject({ code: 201, msg: message });
    }
    expect((await publicDetail(t.app, created.id)).data.profile).toBe('/uploads/maps/pa-link.png');
    expect(await call('update', { ...base, id: created.id, item_no: 'PA-LINK', profile: 'https://maps.example.com/pa.png' })).toMatchObject({ code: 200, data: { profile: 'https://maps.example.com/pa.png' } });
  });
});

describe('hide, show, delete and the list', () => {
  it('hides and shows: a hidden plasmid is gone from the public pages at once, kept in the console', async () => {
    const { data: row } = await call('create', { ...base, item_no: 'PA-3001', name: 'pHidden' });
    expect((await publicDetail(t.app, row.id)).code).toBe(200);
    expect((await call('setStatus', { id: row.id, status: 0 })).data.status).toBe(0);
    expect((await publicDetail(t.app, row.id)).code).toBe(404);
    expect((await publicList(t.app, { name: 'pHidden' })).data.total).toBe(0);
    const hidden = await call('list', { status: 0, keyword: 'PA-3001' });
    expect(hidden.data.data.map((r: { item_no: string }) => r.item_no)).toEqual(['PA-3001']);
    await call('setStatus', { id: row.id, status: 1 });
    expect((await publicDetail(t.app, row.id)).code).toBe(200);
    const actions = (await auditOf(row.id)).map((r) => [r.action, r.before, r.after]);
    expect(actions.slice(1)).toEqual([
      ['content.plasmid.hide', { status: 1 }, { status: 0 }],
      ['content.plasmid.show', { status: 0 }, { status: 1 }],
    ]);
  });

  it('deletes with the whole row kept in the audit log', async () => {
    const { data: row } = await call('create', { ...base, item_no: 'PA-4001', name: 'pGone' });
    await publicDetail(t.app, row.id);
    expect(await call('remove', { id: row.id })).toMatchObject({ code: 200, msg: '质粒已删除' });
    expect((await publicDetail(t.app, row.id)).code).toBe(404);
    expect((await call('detail', { id: row.id })).code).toBe(404);
    const last = (await auditOf(row.id)).at(-1)!;
    expect(last.action).toBe('content.plasmid.delete');
    expect((last.before as Record<string, unknown>).name).toBe('pGone');
  });

  it('filters by keyword (货号, name, alias), a property and status, newest first', async () => {
    await call('create', { ...base, item_no: 'FL-1', name: 'pFilter-A', plasmid_host: 'e_coli', alias: 'zeta' });
    await call('create', { ...base, item_no: 'FL-2', name: 'pFilter-B', plasmid_host: 'lentivirus' });
    const byKeyword = await call('list', { keyword: 'pfilter' });
    expect(byKeyword.data.data.map((r: { item_no: string }) => r.item_no)).toEqual(['FL-2', 'FL-1']);
    expect((await call('list', { keyword: 'zeta' })).data.total).toBe(1);
    const byHost = await call('list', { keyword: 'FL-', plasmid_host: 'e_coli' });
    expect(byHost.data.data.map((r: { item_no: string }) => r.item_no)).toEqual(['FL-1']);
    expect(byHost.data.data[0]).toMatchObject({ sequence_length: 12, feature_count: 1, status: 1 });
    expect((await call('list', { keyword: 'FL-', plasmid_host: '慢病毒' })).data.total).toBe(1);
  });

  it('is for editors: sales get 403', async () => {
    const sales = await createStaff(t.app, ['sales']);
    expect((await adminCall(t.app, '/content/plasmids/list', {}, { token: sales.token })).status).toBe(403);
  });
});

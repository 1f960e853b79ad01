// Technical products in the console: list filters, add/edit/hide/delete with their messages, molds
// from the category, sanitised bodies, audit rows with the changed fields, and the public
// /api/v1/product/index showing each save at the next request.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, categories, products } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
const call = (path: string, body: Record<string, unknown> = {}) => adminCall(t.app, `/content/products/${path}`, body, { token: editor.token });
const publicList = async (tid: number) => (await t.app.inject({ method: 'POST', url: `/api/v1/product/index?tid=${tid}` })).json().data.info.data as any[];
const lastAudit = async (action: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

const form = { tid: 21, title: 'HEK293T 野生型细胞', en_title: 'HEK293T', article_number: 'CY-W900', species: '人', system: 'DMEM+10% FBS', price: '1800', status: 1 };

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  await t.database.db.insert(categories).values([
    { id: 2, pid: 0, catname: '技术服务', type: 10, molds: 'cell_yesheng' },
    { id: 21, pid: 2, catname: '野生型细胞株', type: 10, molds: 'cell_yesheng' },
    { id: 23, pid: 2, catname: 'Cas9 细胞株', type: 10, molds: 'cell_cas9' },
    { id: 4, pid: 0, catname: '产品中心', type: 8 },
  ]);
});
afterAll(async () => t?.close());

describe('/api/admin/v1/content/products', () => {
  it('lists the technical categories with their path and molds', async () => {
    const res = await call('categories');
    expect(res.data).toEqual([
      { id: 21, pid: 2, catname: '野生型细胞株', path: '技术服务 / 野生型细胞株', molds: 'cell_yesheng' },
      { id: 23, pid: 2, catname: 'Cas9 细胞株', path: '技术服务 / Cas9 细胞株', molds: 'cell_cas9' },
    ]);
  });

  it('adds a product with the molds of its category, sanitised body, an audit row, shown publicly at once', async () => {
    expect(await publicList(21)).toEqual([]);
    const res = await call('add', { ...form, molds: 'cell_luc', body: '<p>说明</p><script>alert(1)</script><img src="/a.png" onerror="alert(2)">' });
    expect(res).toMatchObject({ code: 200, msg: '已保存', data: { id: expect.any(Number), molds: 'cell_yesheng', title: 'HEK293T 野生型细胞', sort: 0, status: 1 } });
    expect(res.data.body).toBe('<p>说明</p><img src="/a.png" />');
    const audit = await lastAudit('content.product.create');
    expect(audit).toMatchObject({ staff_id: editor.id, entity: 'products', entity_id: String(res.data.id) });
    expect(audit.after).toMatchObject({ title: 'HEK293T 野生型细胞', molds: 'cell_yesheng', article_number: 'CY-W900' });
    expect((await publicList(21)).map((p) => p.article_number)).toEqual(['CY-W900']);
  });

  it('refuses a missing name or category, a non-technical category and a javascript:, data: or vbscript: picture, with their messages', async () => {
    expect(await call('add', { ...form, title: '  ' })).toMatchObject({ code: 201, msg: '请输入产品名称' });
    expect(await call('add', { ...form, tid: '' })).toMatchObject({ code: 201, msg: '请选择产品分类' });
    expect(await call('add', { ...form, tid: 4 })).toMatchObject({ code: 201, msg: '请选择技术服务分类' });
    for (const litpic of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect(await call('add', { ...form, litpic }), litpic).toMatchObject({ code: 201, msg: '图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）' });
    }
    expect(await call('add', { ...form, sort: 10000 })).toMatchObject({ code: 201, msg: '排序须为 0 到 9999 的整数' });
    expect(await call('update', { ...form, id: 999999 })).toMatchObject({ code: 201, msg: '产品不存在' });
  });

  it('edits a product: moving it to another category changes its molds; the audit row holds only what changed', async () => {
    const { data: created } = await call('add', { ...form, article_number: 'CY-C100', title: '待改' });
    const res = await call('update', { ...created, tid: 23, title: 'A549-Cas9', gene_name: 'SpCas9', litpic: '/uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp' });
    expect(res).toMatchObject({ code: 200, data: { tid: 23, molds: 'cell_cas9', title: 'A549-Cas9', gene_name: 'SpCas9' } });
    const audit = await lastAudit('content.product.update');
    expect(audit.before).toEqual({ tid: 21, molds: 'cell_yesheng', title: '待改', gene_name: null, litpic: null });
    expect(audit.after).toEqual({ tid: 23, molds: 'cell_cas9', title: 'A549-Cas9', gene_name: 'SpCas9', litpic: '/uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp' });
    expect((await publicList(23)).map((p) => p.title)).toEqual(['A549-Cas9']);
  });

  it('hides and shows a product (public list follows), filters the console list, deletes', async () => {
    const { data: created } = await call('add', { ...form, article_number: 'CY-H1', title: '可隐藏' });
    expect(await call('setStatus', { id: created.id, status: 0 })).toMatchObject({ code: 200, data: { status: 0 } });
    expect((await publicList(21)).map((p) => p.article_number)).not.toContain('CY-H1');
    expect((await lastAudit('content.product.hide')).after).toEqual({ status: 0 });

    const hidden = await call('list', { status: 0 });
    expect(hidden.data).toMatchObject({ total: 1, data: [{ article_number: 'CY-H1' }] });
    expect((await call('list', { molds: 'cell_cas9' })).data.data.map((p: any) => p.title)).toEqual(['A549-Cas9']);
    expect((await call('list', { tid: 2 })).data.total).toBe(3);
    expect((await call('list', { keyword: 'HEK293T' })).data.total).toBe(3);

    await call('setStatus', { id: created.id, status: 1 });
    expect((await publicList(21)).map((p) => p.article_number)).toContain('CY-H1');

    expect(await call('delete', { id: created.id })).toMatchObject({ code: 200, msg: '已删除' });
    expect(await t.database.db.select().from(products).where(and(eq(products.id, created.id)))).toEqual([]);
    expect((await lastAudit('content.product.delete')).before).toMatchObject({ id: created.id, title: '可隐藏' });
    expect((await publicList(21)).map((p) => p.article_number)).not.toContain('CY-H1');
    expect(await call('delete', { id: created.id })).toMatchObject({ code: 201, msg: '产品不存在' });
  });

  it('is for editors: sales answer 403', async () => {
    const sales = await createStaff(t.app, ['sales']);
    expect((await adminCall(t.app, '/content/products/list', {}, { token: sales.token })).status).toBe(403);
  });
});

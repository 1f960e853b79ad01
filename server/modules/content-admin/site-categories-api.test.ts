// The console's category tree: add (fields by type, go-URLs, molds), edit with only changed fields
// audited, move and reorder (never under itself or a descendant), hide/show, the delete guard with
// its reasons, sanitised HTML, and the public menu showing each save at the next request.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { articles, auditLog, categories, news, products } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;

const call = (path: string, body: Record<string, unknown> = {}) => adminCall(t.app, `/content/categories/${path}`, body, { token: editor.token });
const base = { type: 0, sort: 0, status: 1 };
const create = async (fields: Record<string, unknown>) => {
  const res = await call('create', { ...base, ...fields });
  expect(res.msg).toBe('已保存');
  return res.data as { id: number; pid: number; sort: number; [k: string]: unknown };
};
type Node = { id: number; catname: string; childs: Node[] };
const publicMenu = async (): Promise<Node[]> => (await t.app.inject({ method: 'POST', url: '/api/v1/category/index' })).json().data;
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);
const audits = (id: number) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'categories'), eq(auditLog.entity_id, String(id)))).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  editor = await createStaff(t.app, ['editor']);
});

afterAll(async () => {
  await t?.close();
});

describe('adding and editing a category', () => {
  it('adds one under a parent and the public menu shows it at once', async () => {
    const before = await publicMenu();
    const parent = await create({ catname: '基因编辑服务' });
    const child = await create({ pid: parent.id, catname: '细胞株构建', type: 1, body: '<p>介绍</p>' });
    expect(child.pid).toBe(parent.id);
    const menu = await publicMenu();
    expect(menu.length).toBe(before.length + 1);
    const shown = menu.find((n) => n.id === parent.id)!;
    expect(shown.childs.map((c) => c.catname)).toEqual(['细胞株构建']);
    const [row] = await audits(child.id);
    expect(row.action).toBe('content.category.create');
    expect(row.staff_id).toBe(editor.id);
    expect((row.after as { catname: string }).catname).toBe('细胞株构建');
  });

  it('renames and the public menu shows the new name at the next request; the audit holds only the changed field', async () => {
    const node = await create({ catname: '旧名称', description: '说明' });
    await publicMenu(); // cache the old tree
    const res = await call('update', { ...node, catname: '新名称' });
    expect(res.code).toBe(200);
    expect(flatten(await publicMenu()).find((n) => n.id === node.id)?.catname).toBe('新名称');
    const rows = await audits(node.id);
    expect(rows.at(-1)?.action).toBe('content.category.update');
    expect(rows.at(-1)?.before).toEqual({ catname: '旧名称' });
    expect(rows.at(-1)?.after).toEqual({ catname: '新名称' });
  });

  it('refuses a missing name, a type outside 0-10, a relative go-URL and a type 9/10 without its product kind', async () => {
    expect((await call('create', { ...base, catname: ' ' })).msg).toBe('请输入栏目名称');
    expect((await call('create', { ...base, catname: 'x', type: 11 })).msg).toBe('请选择栏目类型');
    expect((await call('create', { ...base, catname: 'x', gourl: '/about' })).msg).toBe('跳转链接须以 http:// 或 https:// 开头');
    expect((await call('create', { ...base, catname: 'x', type: 9 })).msg).toBe('请选择技术产品类型');
    expect((await call('create', { ...base, catname: 'x', sort: -1 })).msg).toBe('排序须为 0 到 99999 的整数');
    expect((await call('create', { ...base, catname: 'x', pid: 999999 })).msg).toBe('上级栏目不存在');
    const tech = await create({ catname: '野生型细胞', type: 10, molds: 'cell_yesheng', gourl: 'https://example.com/x' });
    expect(tech.molds).toBe('cell_yesheng');
    expect(tech.gourl).toBe('https://example.com/x');
    // A type without products keeps no product kind.
    expect((await create({ catname: '新闻', type: 6, molds: 'cell_cas9' })).molds).toBeNull();
  });

  it('sanitises body and youshi on write', async () => {
    const node = await create({ catname: '带正文', type: 0, body: '<p>好</p><script>steal()</script>', youshi: '<img src="/a.png" onerror="alert(1)">' });
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, node.id));
    expect(row.body).toBe('<p>好</p>');
    expect(row.youshi).not.toContain('onerror');
    expect(row.youshi).toContain('src="/a.png"');
  });

  it('answers 404 for a category that does not exist, and 403 to a sales member', async () => {
    const res = await call('update', { ...base, id: 999999, catname: 'x' });
    expect(res.status).toBe(404);
    expect(res.msg).toBe('栏目不存在');
    const sales = await createStaff(t.app, ['sales']);
    expect((await adminCall(t.app, '/content/categories/list', {}, { token: sales.token })).status).toBe(403);
  });
});

describe('moving, reordering and hiding', () => {
  it('moves under another parent at a position and renumbers the siblings', async () => {
    const a = await create({ catname: 'A' });
    const b = await create({ catname: 'B' });
    const b1 = await create({ pid: b.id, catname: 'B1' });
    const b2 = await create({ pid: b.id, catname: 'B2' });
    const res = await call('move', { id: a.id, pid: b.id, index: 1 });
    expect(res.code).toBe(200);
    const under = flatten(await publicMenu()).find((n) => n.id === b.id)!;
    expect(under.childs.map((c) => c.catname)).toEqual(['B1', 'A', 'B2']);
    const rows = (res.data as Array<{ id: number; pid: number; sort: number }>).filter((r) => r.pid === b.id);
    expect(rows.map((r) => [r.id, r.sort]).toSorted((x, y) => x[1] - y[1])).toEqual([[b1.id, 1], [a.id, 2], [b2.id, 3]]);
    const last = (await audits(a.id)).at(-1)!;
    expect(last.action).toBe('content.category.move');
    expect(last.after).toMatchObject({ pid: b.id, sort: 2 });
    // Reorder among siblings: A first.
    await call('move', { id: a.id, pid: b.id, index: 0 });
    expect(flatten(await publicMenu()).find((n) => n.id === b.id)!.childs.map((c) => c.catname)).toEqual(['A', 'B1', 'B2']);
  });

  it('refuses to move a category under itself or one of its descendants, by move and by edit', async () => {
    const top = await create({ catname: '顶级' });
    const mid = await create({ pid: top.id, catname: '中间' });
    const leaf = await create({ pid: mid.id, catname: '底层' });
    expect((await call('move', { id: top.id, pid: top.id, index: 0 })).msg).toBe('不能移动到自己或自己的下级栏目下');
    expect((await call('move', { id: top.id, pid: leaf.id, index: 0 })).msg).toBe('不能移动到自己或自己的下级栏目下');
    expect((await call('update', { ...top, pid: mid.id })).msg).toBe('不能移动到自己或自己的下级栏目下');
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, top.id));
    expect(row.pid).toBe(0);
  });

  it('hides a category with its branch on the public site and shows it again', async () => {
    const top = await create({ catname: '将隐藏' });
    const child = await create({ pid: top.id, catname: '其下级' });
    await publicMenu();
    expect((await call('setStatus', { id: top.id, status: 0 })).data.status).toBe(0);
    const ids = flatten(await publicMenu()).map((n) => n.id);
    expect(ids).not.toContain(top.id);
    expect(ids).not.toContain(child.id);
    // Hidden ones stay in the console's list.
    expect(((await call('list')).data as Array<{ id: number }>).map((r) => r.id)).toContain(top.id);
    await call('setStatus', { id: top.id, status: 1 });
    expect(flatten(await publicMenu()).map((n) => n.id)).toContain(child.id);
    expect((await audits(top.id)).map((r) => r.action).slice(-2)).toEqual(['content.category.hide', 'content.category.show']);
  });
});

describe('deleting', () => {
  it('refuses while children or items remain, saying how many, and deletes an empty one', async () => {
    const top = await create({ catname: '有子栏目' });
    for (const name of ['甲', '乙', '丙']) await create({ pid: top.id, catname: name });
    expect((await call('delete', { id: top.id })).msg).toBe('该栏目下还有 3 个子栏目，不能删除');

    const holder = await create({ catname: '有内容' });
    await t.database.db.insert(articles).values({ tid: holder.id, title: '文章', status: 0 });
    await t.database.db.insert(news).values([{ tid: holder.id, title: '新闻一' }, { tid: holder.id, title: '新闻二' }]);
    await t.database.db.insert(products).values({ tid: holder.id, title: '产品' });
    expect((await call('delete', { id: holder.id })).msg).toBe('该栏目下还有 4 条内容，不能删除');
    const listed = (await call('list')).data as Array<{ id: number; items: number }>;
    expect(listed.find((r) => r.id === holder.id)?.items).toBe(4);

    const empty = await create({ catname: '空栏目' });
    await publicMenu();
    const res = await call('delete', { id: empty.id });
    expect(res.msg).toBe('已删除');
    expect(flatten(await publicMenu()).map((n) => n.id)).not.toContain(empty.id);
    const last = (await audits(empty.id)).at(-1)!;
    expect(last.action).toBe('content.category.delete');
    expect((last.before as { catname: string }).catname).toBe('空栏目');
  });
});

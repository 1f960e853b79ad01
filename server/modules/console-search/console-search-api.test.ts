// The console's one search (issue 35, point 10): orders by number or customer, customers, content and
// enquiries, each part only for a member whose roles may open it; limits per part; the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { articles, categories, guideOrders, news, users } from '../../db/schema/index.ts';
import { insertEnquiry } from '../../../test/support/inbox-test-kit.ts';
import { createUser, sampleOrder } from '../../../test/support/order-ops-test-kit.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
const staff: Record<'admin' | 'sales' | 'lab' | 'editor', TestStaff> = {} as never;
let orderId = 0;
let orderno = '';
let customerId = 0;
let enquiryId = 0;

type Hit = { kind: string; key: string; title: string; detail: string; href: string };
const search = async (member: TestStaff | null, body: Record<string, unknown>) => adminCall(t.app, '/search', body, member ? { token: member.token } : {});
const kindsOf = (hits: Hit[]) => [...new Set(hits.map((hit) => hit.kind))];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'sales', 'lab', 'editor'] as const) staff[role] = await createStaff(t.app, [role]);
  const customer = await createUser(t, 'zeta7');
  customerId = customer.uid;
  await t.database.db.update(users).set({ fname: '泽', lname: '塔', company: 'Zeta7 生物' }).where(eq(users.id, customer.uid));
  orderId = await sampleOrder(t, customer.token, 'guide', 1);
  orderno = (await t.database.db.select({ orderno: guideOrders.orderno }).from(guideOrders).where(eq(guideOrders.id, orderId)))[0]!.orderno;
  await t.database.db.insert(categories).values({ id: 10, pid: 0, catname: '基因编辑服务', type: 1 });
  await t.database.db.insert(articles).values({ tid: 10, title: 'Zeta7 敲除服务', status: 1 });
  await t.database.db.insert(news).values({ tid: 10, title: 'Zeta7 发布新品', status: 0 });
  enquiryId = await insertEnquiry(t, { create_time: new Date('2026-04-01T02:00:00Z'), title: 'A549 细胞', company: 'Zeta7 研究所' });
});

afterAll(async () => {
  await t?.close();
});

describe('the console search', () => {
  it('finds orders, customers, content and enquiries for an admin, each with the page that opens it', async () => {
    const answer = await search(staff.admin, { q: 'zeta7' });
    expect(answer.code).toBe(200);
    expect(answer.data.kinds).toEqual(['order', 'customer', 'content', 'enquiry']);
    const hits = answer.data.hits as Hit[];
    expect(kindsOf(hits)).toEqual(['order', 'customer', 'content', 'enquiry']);
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'order', title: orderno, href: `/admin/orders/guide/${orderId}` }));
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'customer', title: '泽塔', href: `/admin/customers/${customerId}` }));
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'content', title: 'Zeta7 敲除服务', detail: '文章' }));
    // Drafts too: staff search what they edit.
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'content', title: 'Zeta7 发布新品', href: `/admin/content/news?keyword=${encodeURIComponent('Zeta7 发布新品').replace(/%20/g, '+')}` }));
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'enquiry', href: `/admin/inbox?item=enquiry-${enquiryId}` }));
  });

  it('finds an order by its number', async () => {
    const hits = (await search(staff.lab, { q: orderno })).data.hits as Hit[];
    expect(hits.map((hit) => hit.key)).toEqual([`order:guide:${orderId}`]);
    expect(hits[0]!.detail).toContain('泽塔');
  });

  it('searches only what the member\'s roles may open', async () => {
    const lab = await search(staff.lab, { q: 'zeta7' });
    expect(lab.data.kinds).toEqual(['order']);
    expect(kindsOf(lab.data.hits)).toEqual(['order']);
    const editor = await search(staff.editor, { q: 'zeta7' });
    expect(editor.data.kinds).toEqual(['content']);
    expect(kindsOf(editor.data.hits)).toEqual(['content']);
    const sales = await search(staff.sales, { q: 'zeta7' });
    expect(sales.data.kinds).toEqual(['order', 'customer', 'enquiry']);
    expect(kindsOf(sales.data.hits)).toEqual(['order', 'customer', 'enquiry']);
  });

  it('gives at most `limit` hits a part (5 unless asked, never more than 10)', async () => {
    await t.database.db.insert(users).values(Array.from({ length: 12 }, (_, i) => ({ email: `omega-${i}@example.com`, password_hash: 'x', company: 'Omega 大学', status: 1 })));
    const count = async (body: Record<string, unknown>) => ((await search(staff.sales, { q: 'omega', ...body })).data.hits as Hit[]).filter((hit) => hit.kind === 'customer').length;
    expect(await count({})).toBe(5);
    expect(await count({ limit: 2 })).toBe(2);
    expect(await count({ limit: 10 })).toBe(10);
    // Beyond the most, the default: a caller cannot make a part return the whole table.
    expect(await count({ limit: 1000 })).toBe(5);
  });

  it('refuses an empty or overlong query, and a call without a session', async () => {
    expect(await search(staff.admin, { q: '  ' })).toMatchObject({ code: 201, msg: '请输入要搜索的内容' });
    expect((await search(staff.admin, { q: 'x'.repeat(51) })).code).toBe(201);
    expect(await search(null, { q: 'zeta7' })).toMatchObject({ status: 401, msg: '请先登录!' });
  });
});

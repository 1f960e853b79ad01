// The home page's 推荐服务 / 明星产品 lists as editors order them: the whole list (hidden articles too) in
// the home page's order, a new order given as all the list's ids, refusals of a list that changed
// meanwhile, the public calls following at once, one audit row per reorder, and simultaneous reorders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { CONTENT_MESSAGES as M } from '../../../contracts/content-articles.ts';
import { articles, auditLog, categories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
const ids: Record<string, number> = {};

const call = (url: string, body: Record<string, unknown> = {}, token = editor.token) => adminCall(t.app, url, body, { token });
const publicTitles = async (path: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${path}` });
  return (res.json().data as { title: string }[]).map((row) => row.title);
};
const sortsOf = async (list: number[]) =>
  Object.fromEntries((await t.database.db.select({ id: articles.id, sort: articles.sort }).from(articles).where(inArray(articles.id, list))).map((r) => [r.id, r.sort]));

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(categories).values({ id: 10, pid: 0, catname: '基因编辑服务', type: 1 });
  const rows = await t.database.db
    .insert(articles)
    .values([
      { tid: 10, title: 'A 敲除', is_tuijian: 1, sort: 1, status: 1 },
      { tid: 10, title: 'B 敲入', is_tuijian: 1, sort: 2, status: 1 },
      { tid: 10, title: 'C 草稿', is_tuijian: 1, sort: 3, status: 0 },
      { tid: 10, title: 'D 点突变', is_tuijian: 1, is_mingxing: 1, sort: 4, status: 1 },
      { tid: 10, title: 'E 不推荐', sort: 0, status: 1 },
    ])
    .returning({ id: articles.id, title: articles.title });
  for (const row of rows) ids[row.title[0]!] = row.id;
  editor = await createStaff(t.app, ['editor']);
});

afterAll(async () => {
  await t?.close();
});

describe('home picks', () => {
  it('list every flagged article, hidden ones too, in the home page order', async () => {
    const res = await call('/content/articles/homePicks', { flag: 'is_tuijian' });
    expect(res.code).toBe(200);
    expect(res.data.map((row: { title: string; status: number }) => [row.title, row.status])).toEqual([
      ['A 敲除', 1],
      ['B 敲入', 1],
      ['C 草稿', 0],
      ['D 点突变', 1],
    ]);
    expect((await call('/content/articles/homePicks', { flag: 'is_mingxing' })).data.map((row: { title: string }) => row.title)).toEqual(['D 点突变']);
  });

  it('take a new order: sorts 10, 20 …, the public list follows at once, update times stay, one audit row', async () => {
    expect(await publicTitles('/article/tuijianfuwu')).toEqual(['A 敲除', 'B 敲入', 'D 点突变']);
    const [before] = await t.database.db.select({ update_time: articles.update_time }).from(articles).where(eq(articles.id, ids.D!));
    const order = [ids.D!, ids.A!, ids.C!, ids.B!];
    const res = await call('/content/articles/orderHomePicks', { flag: 'is_tuijian', ids: order });
    expect(res).toMatchObject({ code: 200, msg: M.picksSaved });
    expect(res.data.map((row: { id: number }) => row.id)).toEqual(order);
    expect(await sortsOf(order)).toEqual({ [ids.D!]: 10, [ids.A!]: 20, [ids.C!]: 30, [ids.B!]: 40 });
    expect(await publicTitles('/article/tuijianfuwu')).toEqual(['D 点突变', 'A 敲除', 'B 敲入']);
    const [after] = await t.database.db.select({ update_time: articles.update_time }).from(articles).where(eq(articles.id, ids.D!));
    expect(after!.update_time).toEqual(before!.update_time);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.article.order'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: editor.id, before: { flag: 'is_tuijian', ids: [ids.A, ids.B, ids.C, ids.D] }, after: { flag: 'is_tuijian', ids: order } });
  });

  it('refuse an order that is not exactly the list, and a bad flag, with the messages', async () => {
    const stale = await call('/content/articles/orderHomePicks', { flag: 'is_tuijian', ids: [ids.A, ids.B, ids.D] });
    expect(stale).toMatchObject({ code: 201, msg: M.picksChanged });
    const foreign = await call('/content/articles/orderHomePicks', { flag: 'is_tuijian', ids: [ids.A, ids.B, ids.C, ids.E] });
    expect(foreign).toMatchObject({ code: 201, msg: M.picksChanged });
    for (const bad of [[ids.A, ids.A, ids.B, ids.C], [], [0], ['x'], 'A'])
      expect(await call('/content/articles/orderHomePicks', { flag: 'is_tuijian', ids: bad })).toMatchObject({ code: 201, msg: M.picksOrderInvalid });
    expect(await call('/content/articles/homePicks', { flag: 'is_index' })).toMatchObject({ code: 201, msg: M.picksFlagInvalid });
    expect(await sortsOf([ids.D!, ids.A!])).toEqual({ [ids.D!]: 10, [ids.A!]: 20 });
  });

  it('simultaneous reorders leave one whole order, never a mix', async () => {
    const orders = [
      [ids.A!, ids.B!, ids.C!, ids.D!],
      [ids.D!, ids.C!, ids.B!, ids.A!],
      [ids.B!, ids.D!, ids.A!, ids.C!],
    ];
    const answers = await Promise.all(orders.map((order) => call('/content/articles/orderHomePicks', { flag: 'is_tuijian', ids: order })));
    expect(answers.every((res) => res.code === 200)).toBe(true);
    const final = (await call('/content/articles/homePicks', { flag: 'is_tuijian' })).data.map((row: { id: number }) => row.id);
    expect(orders).toContainEqual(final);
    expect(Object.values(await sortsOf(final)).toSorted((a, b) => a - b)).toEqual([10, 20, 30, 40]);
  });

  it('are for editors and admins only', async () => {
    const sales = await createStaff(t.app, ['sales']);
    expect((await call('/content/articles/homePicks', { flag: 'is_tuijian' }, sales.token)).code).toBe(403);
    expect((await call('/content/articles/orderHomePicks', { flag: 'is_tuijian', ids: [ids.A] }, sales.token)).code).toBe(403);
  });
});

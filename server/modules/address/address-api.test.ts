import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addresses, regions, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;

const GD = 440000;
const SZ = 440300;
const GZ = 440100;
const BJ = 110000;
const BJ_CITY = 110100;

async function createUser(email: string): Promise<{ uid: number; token: string }> {
  const [row] = await t.database.db
    .insert(users)
    .values({ email, password_hash: 'x', username: email.split('@')[0], status: 1 })
    .returning({ id: users.id });
  const { token } = await t.app.services.sessions.createSession(row.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { uid: row.id, token };
}

interface Answer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

async function call<T = any>(path: string, token: string | null, body: Record<string, unknown> = {}): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/user/${path}`,
    headers: token ? { authentication: token } : {},
    payload: body,
  });
  const json = response.json() as { code: number; msg: string; data: T };
  return { status: response.statusCode, ...json };
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: '张三',
  company: '示例大学',
  country: 0,
  province_id: GD,
  city_id: SZ,
  address: '南山区科技园 1 号',
  zip: '518000',
  tel: '13800000000',
  tel2: '',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(regions).values([
    { id: GD, pid: 0, city_name: '广东省', sort: 1 },
    { id: SZ, pid: GD, city_name: '深圳市', sort: 1 },
    { id: GZ, pid: GD, city_name: '广州市', sort: 2 },
    { id: BJ, pid: 0, city_name: '北京市', sort: 0 },
    { id: BJ_CITY, pid: BJ, city_name: '北京市', sort: 0 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('address calls', () => {
  it('need a login', async () => {
    for (const path of ['addrList', 'creatAddr', 'updateAddr', 'delAddr', 'setDefaultAddr']) {
      const answer = await call(path, null, valid({ id: 1 }));
      expect(answer.status).toBe(401);
      expect(answer.code).toBe(401);
    }
  });

  it('refuse missing required fields with the form messages, in form order', async () => {
    const { token } = await createUser('rules@example.com');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请输入收货人姓名!'],
      [{ name: '   ' }, '请输入收货人姓名!'],
      [{ company: undefined }, '请输入收货单位!'],
      [{ country: '' }, '请选择国家!'],
      [{ country: 1 }, '请选择国家!'],
      [{ province_id: '' }, '请选择省份!'],
      [{ city_id: null }, '请选择城市!'],
      [{ address: '' }, '请输入详细地址!'],
      [{ tel: '' }, '请输入收货人电话!'],
      [{ city_id: BJ_CITY }, '请选择正确的省份和城市'],
      [{ province_id: 999999, city_id: 999998 }, '请选择正确的省份和城市'],
    ];
    for (const [overrides, msg] of cases) {
      const answer = await call('creatAddr', token, valid(overrides));
      expect(answer, JSON.stringify(overrides)).toMatchObject({ status: 200, code: 201, msg });
    }
    expect((await call('addrList', token)).data).toEqual([]);
  });

  it('accepts the documented query-string form; zip and tel2 are optional', async () => {
    const { token } = await createUser('query@example.com');
    const { zip: _zip, tel2: _tel2, ...rest } = valid();
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/user/creatAddr?${query}`, headers: { authentication: token } });
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: '新增成功' });
    expect(body.data).toMatchObject({ zip: null, tel2: null, province_id: GD, city_id: SZ, areaname: '广东省 深圳市', is_default: 1 });
  });

  it('keep exactly one default: first becomes default, setDefault moves it, deleting it promotes the newest', async () => {
    const { uid, token } = await createUser('defaults@example.com');
    const first = await call('creatAddr', token, valid({ name: '甲' }));
    expect(first).toMatchObject({ code: 200, msg: '新增成功' });
    expect(first.data).toMatchObject({ uid, name: '甲', is_default: 1, areaname: '广东省 深圳市', country: 0 });
    const second = await call('creatAddr', token, valid({ name: '乙', city_id: GZ }));
    expect(second.data).toMatchObject({ is_default: 0, areaname: '广东省 广州市' });
    const third = await call('creatAddr', token, valid({ name: '丙', province_id: BJ, city_id: BJ_CITY }));
    expect(third.data.is_default).toBe(0);

    let list = (await call('addrList', token)).data as Array<{ id: number; name: string; is_default: number }>;
    expect(list.map((a) => a.name)).toEqual(['甲', '丙', '乙']);
    expect(list.filter((a) => a.is_default === 1)).toHaveLength(1);

    const set = await call('setDefaultAddr', token, { id: second.data.id });
    expect(set).toMatchObject({ code: 200, msg: '设置成功', data: { id: second.data.id, is_default: 1 } });
    list = (await call('addrList', token)).data;
    expect(list[0]).toMatchObject({ id: second.data.id, is_default: 1 });
    expect(list.filter((a) => a.is_default === 1)).toHaveLength(1);
    // Setting it again changes nothing.
    await call('setDefaultAddr', token, { id: second.data.id });
    expect((await call('addrList', token)).data.filter((a: { is_default: number }) => a.is_default === 1)).toHaveLength(1);

    // Deleting a non-default keeps the default.
    const delFirst = await call('delAddr', token, { id: first.data.id });
    expect(delFirst).toMatchObject({ code: 200, msg: '删除成功', data: { id: first.data.id, default_id: second.data.id } });
    // Deleting the default promotes the newest remaining one.
    const delDefault = await call('delAddr', token, { id: second.data.id });
    expect(delDefault.data).toEqual({ id: second.data.id, default_id: third.data.id });
    list = (await call('addrList', token)).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: third.data.id, is_default: 1 });
    expect(await t.app.services.addresses.defaultAddress(uid)).toMatchObject({ id: third.data.id });
    // Deleting the last leaves none.
    expect((await call('delAddr', token, { id: third.data.id })).data).toEqual({ id: third.data.id, default_id: null });
    expect((await call('addrList', token)).data).toEqual([]);
    expect(await t.app.services.addresses.defaultAddress(uid)).toBeNull();
    // A new first address is the default again.
    expect((await call('creatAddr', token, valid())).data.is_default).toBe(1);
  });

  it('updates the fields, ignores a uid from the client and never changes the default', async () => {
    const { uid, token } = await createUser('update@example.com');
    const other = await createUser('update-other@example.com');
    const a = (await call('creatAddr', token, valid({ name: '甲' }))).data;
    const b = (await call('creatAddr', token, valid({ name: '乙' }))).data;
    const answer = await call('updateAddr', token, { ...valid({ name: '乙改', city_id: GZ, zip: '' }), id: b.id, uid: other.uid, is_default: 1 });
    expect(answer).toMatchObject({ code: 200, msg: '更新成功' });
    expect(answer.data).toMatchObject({ id: b.id, uid, name: '乙改', areaname: '广东省 广州市', zip: null, is_default: 0 });
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, b.id));
    expect(row.uid).toBe(uid);
    const list = (await call('addrList', token)).data;
    expect(list[0]).toMatchObject({ id: a.id, is_default: 1 });
    expect(await call('updateAddr', token, { ...valid({ tel: '' }), id: b.id })).toMatchObject({ code: 201, msg: '请输入收货人电话!' });
    expect(await call('updateAddr', token, valid())).toMatchObject({ code: 201, msg: '请选择地址' });
  });

  it("never reads, changes or deletes another user's address: 404 like a missing one", async () => {
    const owner = await createUser('owner@example.com');
    const intruder = await createUser('intruder@example.com');
    const mine = (await call('creatAddr', owner.token, valid({ name: '主人' }))).data;
    const theirs = (await call('creatAddr', intruder.token, valid({ name: '访客' }))).data;

    const list = (await call('addrList', intruder.token)).data as Array<{ id: number }>;
    expect(list.map((a) => a.id)).toEqual([theirs.id]);

    const missing = await call('updateAddr', intruder.token, { ...valid(), id: 987654 });
    for (const [path, body] of [
      ['updateAddr', { ...valid({ name: '篡改' }), id: mine.id, uid: owner.uid }],
      ['delAddr', { id: mine.id }],
      ['setDefaultAddr', { id: mine.id }],
    ] as const) {
      const answer = await call(path, intruder.token, body);
      expect(answer, path).toMatchObject({ status: 404, code: 404, data: null });
      expect(answer.msg).toBe(missing.msg);
      expect(JSON.stringify(answer)).not.toContain('主人');
    }
    expect(missing).toMatchObject({ status: 404, code: 404 });

    const ownerList = (await call('addrList', owner.token)).data;
    expect(ownerList).toHaveLength(1);
    expect(ownerList[0]).toMatchObject({ id: mine.id, name: '主人', is_default: 1 });
    const intruderList = (await call('addrList', intruder.token)).data;
    expect(intruderList[0]).toMatchObject({ id: theirs.id, is_default: 1 });
  });

  it('names the province and city of rows stored without areaname (the account page writes those)', async () => {
    const { uid, token } = await createUser('areaname@example.com');
    await t.database.db
      .insert(addresses)
      .values({ uid, name: '账户页', company: '单位', country: 0, province_id: GD, city_id: GZ, address: '路', tel: '1', is_default: 1 });
    const list = (await call('addrList', token)).data;
    expect(list[0]).toMatchObject({ name: '账户页', areaname: '广东省 广州市', is_default: 1 });
  });

  it('keeps one default when many addresses are created at once', async () => {
    const { token } = await createUser('race@example.com');
    await Promise.all(Array.from({ length: 6 }, (_, i) => call('creatAddr', token, valid({ name: `并发${i}` }))));
    const list = (await call('addrList', token)).data as Array<{ is_default: number }>;
    expect(list).toHaveLength(6);
    expect(list.filter((a) => a.is_default === 1)).toHaveLength(1);
  });
});

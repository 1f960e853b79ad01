// Personal API keys through app.inject (issue 34 points 6-7, decision 0081): only the hash is stored,
// the key is shown once, a revoked key or a disabled customer's key is refused, scopes are enforced, a
// key reaches only its owner's orders and jobs and never account, key or staff calls, bad keys are
// limited per address like logins (simultaneous requests included), every use is recorded, and a
// customer holds at most 10 live keys (simultaneous creations included).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { apiKeyUses, apiKeys } from '../../db/schema/index.ts';
import { call, createUser, guideSample } from '../../../test/support/order-test-kit.ts';
import { adminCall, createStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;

const PAIR = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
let ipSeq = 0;
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

/** A call made with an API key (`Authorization: Bearer …`), from `ip` (a fresh address unless told). */
async function keyCall(path: string, key: string, body: Record<string, unknown> = {}, options: { ip?: string; method?: 'GET' | 'POST'; query?: string } = {}) {
  const res = await t.app.inject({
    method: options.method ?? 'POST',
    url: `${path.startsWith('/api/') ? path : `/api/v1${path}`}${options.query ? `?${options.query}` : ''}`,
    ...(options.method === 'GET' ? {} : { payload: body }),
    remoteAddress: options.ip ?? freshIp(),
    headers: { authorization: `Bearer ${key}` },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

async function newKey(token: string, scopes: string[] | string, name = 'lab script'): Promise<{ key: string; id: number }> {
  const res = await call(t, '/apiKey/add', token, { name, scopes });
  expect(res).toMatchObject({ code: 200, msg: '密钥已创建' });
  return { key: res.data.key, id: res.data.info.id };
}

beforeAll(async () => {
  t = await createTestApp();
  vi.spyOn(t.app.services.jobs, 'send').mockResolvedValue('queued');
  vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('mail');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe('creating and listing keys', () => {
  it('shows the key once and stores only its SHA-256 and its first 14 characters', async () => {
    const owner = await createUser(t, 'once');
    const res = await call(t, '/apiKey/add', owner.token, { name: '测序脚本', scopes: ['crispr', 'orders:read'] });
    expect(res).toMatchObject({ code: 200, msg: '密钥已创建' });
    const key: string = res.data.key;
    expect(key).toMatch(/^gs_live_[A-Za-z0-9_-]{43}$/);
    expect(res.data.info).toMatchObject({ name: '测序脚本', prefix: key.slice(0, 14), scopes: ['crispr', 'orders:read'], last_used_at: null, revoked_at: null });

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, res.data.info.id));
    expect(row.key_hash).toBe(sha256(key));
    expect(row.prefix).toBe(key.slice(0, 14));
    // No column holds the key or its secret part.
    expect(JSON.stringify(row)).not.toContain(key.slice(8));

    // The list (and every later answer) never carries the key nor its hash.
    const list = await call(t, '/apiKey/list', owner.token);
    expect(list.code).toBe(200);
    expect(list.data).toEqual([expect.objectContaining({ id: row.id, prefix: key.slice(0, 14) })]);
    expect(Object.keys(list.data[0]).toSorted()).toEqual(['create_time', 'id', 'last_used_at', 'name', 'prefix', 'revoked_at', 'scopes']);
    const text = JSON.stringify(list);
    expect(text).not.toContain(key.slice(8));
    expect(text).not.toContain(row.key_hash);
  });

  it('refuses a missing name or scope with its message, and takes scopes as comma-separated text', async () => {
    const owner = await createUser(t, 'rules');
    expect(await call(t, '/apiKey/add', owner.token, { name: ' ', scopes: ['crispr'] })).toMatchObject({ code: 201, msg: '请输入密钥名称!' });
    expect(await call(t, '/apiKey/add', owner.token, { name: 'x', scopes: [] })).toMatchObject({ code: 201, msg: '请至少选择一个权限范围!' });
    expect(await call(t, '/apiKey/add', owner.token, { name: 'x', scopes: ['orders:write'] })).toMatchObject({ code: 201, msg: '请至少选择一个权限范围!' });
    expect(await call(t, '/apiKey/add', owner.token, { name: 'x'.repeat(41), scopes: ['crispr'] })).toMatchObject({ code: 201, msg: '最多 40 个字符' });
    const both = await call(t, '/apiKey/add', owner.token, { name: 'both', scopes: 'crispr,orders:read' });
    expect(both.data.info.scopes).toEqual(['crispr', 'orders:read']);
  });

  it('needs a login session for every key call', async () => {
    for (const path of ['/apiKey/list', '/apiKey/add', '/apiKey/revoke', '/apiKey/uses']) {
      expect(await call(t, path, null, { id: 1, name: 'x', scopes: ['crispr'] })).toMatchObject({ status: 401, code: 401 });
    }
  });
});

describe('a maximum of 10 live keys per customer', () => {
  it('refuses the 11th, and takes a new one once a key is revoked', async () => {
    const owner = await createUser(t, 'max');
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await newKey(owner.token, ['crispr'], `key ${i}`)).id);
    const eleventh = await call(t, '/apiKey/add', owner.token, { name: 'one more', scopes: ['crispr'] });
    expect(eleventh).toMatchObject({ code: 201, msg: '最多只能保留 10 个有效密钥，请先撤销不用的密钥' });
    expect(await call(t, '/apiKey/revoke', owner.token, { id: ids[0] })).toMatchObject({ code: 200, msg: '密钥已撤销' });
    await newKey(owner.token, ['crispr'], 'replacement');
    expect((await call(t, '/apiKey/add', owner.token, { name: 'again', scopes: ['crispr'] })).code).toBe(201);
  });

  it('holds for simultaneous creations: 15 at once make exactly 10 keys', async () => {
    const owner = await createUser(t, 'burst');
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => call(t, '/apiKey/add', owner.token, { name: `k${i}`, scopes: ['orders:read'] })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.code === 201 && a.msg === '最多只能保留 10 个有效密钥，请先撤销不用的密钥')).toHaveLength(5);
    const rows = await t.database.db.select().from(apiKeys).where(eq(apiKeys.uid, owner.uid));
    expect(rows).toHaveLength(10);
  });
});

describe('using a key', () => {
  it('submits and reads a CRISPR-Net job with a crispr key, answering as for a session', async () => {
    const owner = await createUser(t, 'crispr');
    const { key } = await newKey(owner.token, ['crispr']);
    const added = await keyCall('/crisprNet/addJob', key, { title: 'from a script', xulie: PAIR });
    expect(added).toMatchObject({ status: 200, code: 200, data: { info: expect.any(Number) } });
    const read = await keyCall('/crisprNet/read', key, {}, { query: `id=${added.data.info}` });
    expect(read).toMatchObject({ code: 200, data: { id: added.data.info, title: 'from a script', status: 1 } });
  });

  it('reads orders and their status with an orders:read key', async () => {
    const owner = await createUser(t, 'orders');
    const order = await call(t, '/guide/addGuideOrder', owner.token, guideSample());
    expect(order.code).toBe(200);
    const { key } = await newKey(owner.token, ['orders:read']);
    const list = await keyCall('/guide/myGuideOrder', key, { page: 0, size: 10 });
    expect(list).toMatchObject({ code: 200, data: { total: 1, data: [expect.objectContaining({ id: order.data.info, status: 0 })] } });
    expect(await keyCall('/guide/myGuideInfo', key, { id: order.data.info })).toMatchObject({ code: 200, data: { id: order.data.info, status: 0 } });
    expect(await keyCall('/order/progress', key, { kind: 'guide', id: order.data.info })).toMatchObject({ code: 200 });
  });

  it('enforces scopes: an orders:read key cannot submit jobs, a crispr key cannot read orders', async () => {
    const owner = await createUser(t, 'scopes');
    const orders = await newKey(owner.token, ['orders:read']);
    const crispr = await newKey(owner.token, ['crispr']);
    const refused = { status: 403, code: 403, msg: '此 API 密钥没有调用该接口的权限' };
    expect(await keyCall('/crisprNet/addJob', orders.key, { title: 'x', xulie: PAIR })).toMatchObject(refused);
    expect(await keyCall('/crisprNet/read', orders.key, { id: 1 })).toMatchObject(refused);
    expect(await keyCall('/guide/myGuideOrder', crispr.key, { page: 0 })).toMatchObject(refused);
    expect(await keyCall('/cellsline/myCellslineOrder', crispr.key, { page: 1 })).toMatchObject(refused);
    expect(await keyCall('/order/progress', crispr.key, { kind: 'guide', id: 1 })).toMatchObject(refused);
  });

  it('never reaches account, order-changing, key or other calls without a key scope', async () => {
    const owner = await createUser(t, 'reach');
    const { key } = await newKey(owner.token, ['crispr', 'orders:read']);
    const refused = { status: 403, code: 403, msg: '此接口不接受 API 密钥，请登录后操作' };
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/user/getMyinfo', {}],
      ['/user/upUserInfo', { fname: 'x' }],
      ['/user/changeEmail', { email: 'new@example.com', password: 'x', code: '123456' }],
      ['/user/resetPwd', { password: 'Gene2024!x', password2: 'Gene2024!x' }],
      ['/user/logout', {}],
      ['/apiKey/list', {}],
      ['/apiKey/add', { name: 'made by a key', scopes: ['crispr'] }],
      ['/apiKey/revoke', { id: 1 }],
      ['/guide/addGuideOrder', guideSample()],
      ['/guide/delGuideOrder', { id: 1 }],
      ['/order/sendMessage', { kind: 'guide', id: 1, content: 'hi' }],
      ['/user/addrList', {}],
    ];
    for (const [path, body] of calls) expect({ path, ...(await keyCall(path, key, body)) }).toMatchObject({ path, ...refused });
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.uid, owner.uid))).toHaveLength(1);
  });

  it('means nothing in the operations console: 401 as without a login', async () => {
    const owner = await createUser(t, 'console');
    const { key } = await newKey(owner.token, ['crispr', 'orders:read']);
    const res = await keyCall('/api/admin/v1/customers/list', key, {});
    expect(res).toMatchObject({ status: 401, code: 401 });
  });

  it("reaches only its owner's orders and jobs: another's answer 404", async () => {
    const owner = await createUser(t, 'mine');
    const other = await createUser(t, 'theirs');
    const theirOrder = await call(t, '/guide/addGuideOrder', other.token, guideSample());
    const theirJob = await call(t, '/crisprNet/addJob', other.token, { title: 'theirs', xulie: PAIR });
    expect([theirOrder.code, theirJob.code]).toEqual([200, 200]);
    const { key } = await newKey(owner.token, ['crispr', 'orders:read']);
    expect(await keyCall('/guide/myGuideInfo', key, { id: theirOrder.data.info })).toMatchObject({ status: 404, code: 404 });
    expect(await keyCall('/guide/myGuideYangben', key, { oid: theirOrder.data.info })).toMatchObject({ status: 404, code: 404 });
    expect(await keyCall('/order/progress', key, { kind: 'guide', id: theirOrder.data.info })).toMatchObject({ status: 404, code: 404 });
    expect(await keyCall('/crisprNet/read', key, { id: theirJob.data.info })).toMatchObject({ status: 404, code: 404 });
    expect((await keyCall('/guide/myGuideOrder', key, { page: 0 })).data).toMatchObject({ total: 0, data: [] });
  });

  it('wins over a session header sent beside it: the request is held to the key', async () => {
    const owner = await createUser(t, 'both');
    const { key } = await newKey(owner.token, ['orders:read']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/getMyinfo',
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${key}`, authentication: owner.token },
    });
    expect(res.json()).toMatchObject({ code: 403, msg: '此接口不接受 API 密钥，请登录后操作' });
  });
});

describe('refused keys', () => {
  const invalid = { status: 401, code: 401, msg: 'API 密钥无效或已撤销' };

  it('refuses a revoked key from then on', async () => {
    const owner = await createUser(t, 'revoke');
    const { key, id } = await newKey(owner.token, ['orders:read']);
    expect((await keyCall('/guide/myGuideOrder', key, { page: 0 })).code).toBe(200);
    expect(await call(t, '/apiKey/revoke', owner.token, { id })).toMatchObject({ code: 200, msg: '密钥已撤销' });
    expect(await keyCall('/guide/myGuideOrder', key, { page: 0 })).toMatchObject(invalid);
    // Revoking it again, or another customer's key, answers as for a missing key.
    expect(await call(t, '/apiKey/revoke', owner.token, { id })).toMatchObject({ status: 404, msg: '密钥不存在' });
    const other = await createUser(t, 'revoke-other');
    const theirs = await newKey(other.token, ['orders:read']);
    expect(await call(t, '/apiKey/revoke', owner.token, { id: theirs.id })).toMatchObject({ status: 404, msg: '密钥不存在' });
    expect((await keyCall('/guide/myGuideOrder', theirs.key, { page: 0 })).code).toBe(200);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.revoked_at).toEqual(t.clock());
  });

  it("stops a disabled customer's keys, and they work again once the account is enabled", async () => {
    const owner = await createUser(t, 'disabled');
    const { key } = await newKey(owner.token, ['orders:read']);
    const sales = await createStaff(t.app, ['sales']);
    expect((await adminCall(t.app, '/customers/disable', { id: owner.uid }, { token: sales.token })).code).toBe(200);
    expect(await keyCall('/guide/myGuideOrder', key, { page: 0 })).toMatchObject(invalid);
    expect((await adminCall(t.app, '/customers/enable', { id: owner.uid }, { token: sales.token })).code).toBe(200);
    expect((await keyCall('/guide/myGuideOrder', key, { page: 0 })).code).toBe(200);
  });

  it('refuses an unknown or malformed key, even on a call that needs no login', async () => {
    expect(await keyCall('/help/getPamType', `gs_live_${'A'.repeat(43)}`)).toMatchObject(invalid);
    expect(await keyCall('/help/getPamType', 'gs_live_short')).toMatchObject(invalid);
  });

  it('limits bad keys per address like logins: of 30 simultaneous, 20 are looked at, then even a good key waits', async () => {
    const owner = await createUser(t, 'limit');
    const { key } = await newKey(owner.token, ['orders:read']);
    const ip = '10.66.0.1';
    const bad = (i: number) => `gs_live_${String(i).padStart(43, 'x')}`;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => keyCall('/guide/myGuideOrder', bad(i), { page: 0 }, { ip })));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(20);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0]).toMatchObject({ code: 429, msg: 'API 密钥错误次数过多，请 15 分钟后再试' });
    expect(await keyCall('/guide/myGuideOrder', key, { page: 0 }, { ip })).toMatchObject({ status: 429 });
    // Another address is not held up; the window ends after 15 minutes.
    expect((await keyCall('/guide/myGuideOrder', key, { page: 0 }, { ip: '10.66.0.2' })).code).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await keyCall('/guide/myGuideOrder', key, { page: 0 }, { ip })).code).toBe(200);
  });

  it('keeps no attempt for a good key: after 19 bad ones, 25 good uses pass and the 20th bad key is still looked at', async () => {
    const owner = await createUser(t, 'good');
    const { key } = await newKey(owner.token, ['orders:read']);
    const ip = '10.66.1.1';
    const bad = (i: number) => `gs_live_${String(i).padStart(43, 'y')}`;
    for (let i = 0; i < 19; i++) expect((await keyCall('/guide/myGuideOrder', bad(i), {}, { ip })).status).toBe(401);
    for (let i = 0; i < 25; i++) expect((await keyCall('/guide/myGuideOrder', key, { page: 0 }, { ip })).code).toBe(200);
    expect((await keyCall('/guide/myGuideOrder', bad(19), {}, { ip })).status).toBe(401);
    expect((await keyCall('/guide/myGuideOrder', bad(20), {}, { ip })).status).toBe(429);
  });
});

describe('the use log', () => {
  it('records who, which key, which call (without its query) and when, for every use', async () => {
    const owner = await createUser(t, 'log');
    const { key, id } = await newKey(owner.token, ['orders:read']);
    const at = t.clock();
    await keyCall('/guide/myGuideOrder', key, { page: 0 }, { ip: '10.55.0.1' });
    t.clock.advance(1000);
    expect((await keyCall('/cellsline/myCellslineOrder', key, {}, { ip: '10.55.0.2', query: 'page=1&keyword=secret' })).code).toBe(200);
    // A call out of the key's scope was still made with it: recorded too.
    await keyCall('/crisprNet/addJob', key, { title: 'x', xulie: PAIR }, { ip: '10.55.0.3' });
    const rows = await t.database.db.select().from(apiKeyUses).where(eq(apiKeyUses.key_id, id)).orderBy(apiKeyUses.id);
    expect(rows.map(({ uid, key_id, method, route, ip, create_time }) => ({ uid, key_id, method, route, ip, create_time }))).toEqual([
      { uid: owner.uid, key_id: id, method: 'POST', route: '/api/v1/guide/myGuideOrder', ip: '10.55.0.1', create_time: at },
      { uid: owner.uid, key_id: id, method: 'POST', route: '/api/v1/cellsline/myCellslineOrder', ip: '10.55.0.2', create_time: new Date(at.getTime() + 1000) },
      { uid: owner.uid, key_id: id, method: 'POST', route: '/api/v1/crisprNet/addJob', ip: '10.55.0.3', create_time: new Date(at.getTime() + 1000) },
    ]);
    // The owner reads them (newest first) and sees the last use on the list; another customer cannot.
    const uses = await call(t, '/apiKey/uses', owner.token, { id });
    expect(uses.data.map((u: { route: string }) => u.route)).toEqual(['/api/v1/crisprNet/addJob', '/api/v1/cellsline/myCellslineOrder', '/api/v1/guide/myGuideOrder']);
    expect((await call(t, '/apiKey/list', owner.token)).data[0].last_used_at).toBe(new Date(at.getTime() + 1000).toISOString());
    const other = await createUser(t, 'log-other');
    expect(await call(t, '/apiKey/uses', other.token, { id })).toMatchObject({ status: 404, msg: '密钥不存在' });
    // Refused keys are not uses of a key: nothing recorded for them.
    await keyCall('/guide/myGuideOrder', `gs_live_${'Z'.repeat(43)}`, {});
    expect(await t.database.db.select().from(apiKeyUses).where(eq(apiKeyUses.key_id, id))).toHaveLength(3);
  });
});

describe('the OpenAPI document', () => {
  it('documents the bearer key and which calls take it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const addJob = doc.paths['/api/v1/crisprNet/addJob'].post;
    expect(addJob.security).toEqual([{ authentication: [] }, { apiKey: [] }]);
    expect(addJob.description).toContain('crispr');
    expect(doc.paths['/api/v1/guide/myGuideOrder'].post.security).toEqual([{ authentication: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/v1/user/getMyinfo'].post.security).toEqual([{ authentication: [] }]);
    expect(doc.paths['/api/v1/apiKey/add'].post.security).toEqual([{ authentication: [] }]);
  });
});

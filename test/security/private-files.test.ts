// Attacks on private files (DESIGN.md "Reliability rules"): another customer cannot reach a customer's
// proofs; a forged, altered or expired link opens nothing, with or without a session; the public
// /uploads/ path never serves a private file under any spelling; and simultaneous uploads cannot take
// a customer past the storage quota. Runs the same on PGlite and on PostgreSQL (TEST_DATABASE_URL),
// where the uploads really do run at the same time.
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFileLinks, uploads } from '../../server/db/schema/index.ts';
import { call, cellForm, createUser } from '../support/order-test-kit.ts';
import { PDF, PNG, keyOf, orderWithProof, proofUrl, uploadFile } from '../support/upload-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_QUOTA_BYTES: '1024' });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authentication: token } : {} });

describe('private files under attack', () => {
  it("another customer cannot read, link or attach a customer's proof", async () => {
    const owner = await createUser(t, 'attack-owner');
    const other = await createUser(t, 'attack-other');
    const proof = await proofUrl(t, owner.token);
    const id = await orderWithProof(t, owner.token, proof);

    expect(await call(t, '/cellsline/myCellslineInfo', other.token, { id })).toMatchObject({ status: 404, code: 404 });
    expect(await t.app.services.uploads.linksFor([proof], { uid: other.uid })).toEqual([null]);
    // Naming the owner's file in one's own order is refused, so no link could ever be made for it.
    const taken = await call(t, '/cellsline/addCellslineOrder', other.token, cellForm({ is_shengzhang: 1, shengzhang_file: proof }));
    expect(taken).toMatchObject({ code: 201, msg: '只能上传图片、PDF、Word格式的文件!' });
    expect(await t.database.db.select().from(orderFileLinks).where(eq(orderFileLinks.uid, other.uid))).toEqual([]);
  });

  it('an altered, unknown or expired link opens nothing, with no session or with another customer’s', async () => {
    const owner = await createUser(t, 'attack-links');
    const other = await createUser(t, 'attack-links-other');
    const id = await orderWithProof(t, owner.token, await proofUrl(t, owner.token));
    const url = (await call(t, '/cellsline/myCellslineInfo', owner.token, { id })).data.file_links.shengzhang_file.url as string;
    const token = url.split('token=')[1];
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

    for (const forged of [`/api/v1/order/file?token=${flipped}`, `/api/v1/order/file?token=${'A'.repeat(43)}`, `/api/v1/order/file?token=${token}x`, '/api/v1/order/file']) {
      for (const session of [undefined, other.token, owner.token]) {
        const res = await get(forged, session);
        // Not found, or (a malformed token) refused in the envelope: never the file.
        expect([201, 403, 404], `${forged} ${session ? 'with a session' : 'without a session'}`).toContain(res.statusCode === 200 ? res.json().code : res.statusCode);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    }

    await t.database.db.update(orderFileLinks).set({ expires_at: new Date(t.clock.ms() - 1000) });
    for (const session of [undefined, other.token, owner.token]) {
      const expired = await get(url, session);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toMatchObject({ code: 404, msg: '下载链接已失效，请返回订单页重新下载' });
    }
  });

  it('the public /uploads/ path refuses private files under any spelling, and customer files stored before the private prefix', async () => {
    const owner = await createUser(t, 'attack-public');
    const proof = await proofUrl(t, owner.token, 'scan.pdf', PDF);
    const key = keyOf(proof);
    const rest = key.slice('private/'.length);
    for (const path of [proof, `/uploads/%70rivate/${rest}`, `/uploads/PRIVATE/${rest}`, `/uploads/x/../private/${rest}`, `/uploads//private/${rest}`, `/uploads/./private/${rest}`]) {
      const res = await get(path, owner.token);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('%PDF');
    }
    // A proof uploaded before private keys existed sits under a plain key: its row still says whose it is.
    const legacy = `2025/01/${'ef'.repeat(16)}.png`;
    await t.app.services.uploads.storage.put(legacy, PNG, 'image/png');
    await t.database.db.insert(uploads).values({ uid: owner.uid, storage_key: legacy, original_name: 'old.png', mime: 'image/png', size: PNG.length, purpose: 'proof' });
    expect((await get(`/uploads/${legacy}`)).statusCode).toBe(404);
    // The console's public pictures are still served and cacheable.
    const picture = `2025/01/${'fa'.repeat(16)}.png`;
    await t.app.services.uploads.storage.put(picture, PNG, 'image/png');
    await t.database.db.insert(uploads).values({ uid: null, storage_key: picture, original_name: 'banner.png', mime: 'image/png', size: PNG.length, purpose: 'media_carousel' });
    const served = await get(`/uploads/${picture}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('simultaneous uploads cannot take a customer past the quota; the refused leave no bytes behind', async () => {
    const { token, uid } = await createUser(t, 'attack-quota');
    // 200-byte PDFs against a 1024-byte quota: five fit, the sixth would not.
    const file = Buffer.concat([PDF, Buffer.alloc(200 - PDF.length, 0x20)]);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => uploadFile(t, token, 'proof', `p${i}.pdf`, file)));
    const bodies = answers.map((res) => res.json() as { code: number; msg: string });
    expect(bodies.filter((b) => b.code === 200)).toHaveLength(5);
    const refused = bodies.filter((b) => b.code !== 200);
    expect(refused).toHaveLength(7);
    for (const body of refused) expect(body).toEqual({ code: 201, msg: '存储空间已满：每位用户最多可保存1KB的文件，请删除不需要的订单或任务后再上传', data: null });

    const [usage] = await t.database.db.select({ total: sum(uploads.size) }).from(uploads).where(eq(uploads.uid, uid));
    expect(Number(usage.total)).toBe(1000);
    const rows = await t.database.db.select({ key: uploads.storage_key }).from(uploads).where(eq(uploads.uid, uid));
    for (const row of rows) expect(await t.app.services.uploads.storage.exists(row.key)).toBe(true);
    // Every stored object has its row: the refused uploads' bytes were deleted again.
    const recorded = new Set((await t.database.db.select({ key: uploads.storage_key }).from(uploads)).map((r) => r.key));
    const stored: string[] = [];
    for await (const object of t.app.services.uploads.storage.list('private/', new Date(Date.now() + 60_000))) stored.push(object);
    expect(stored.filter((key) => !recorded.has(key))).toEqual([]);
    // Straight at the service too (no request parsing to spread them out): 40 at once still fit only five.
    const racer = await createUser(t, 'attack-quota-race');
    const saves = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => t.app.services.uploads.save({ uid: racer.uid, purpose: 'proof', filename: `r${i}.pdf`, content: file })),
    );
    expect(saves.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const [raced] = await t.database.db.select({ total: sum(uploads.size) }).from(uploads).where(eq(uploads.uid, racer.uid));
    expect(Number(raced.total)).toBe(1000);

    // Another customer has a quota of their own.
    const other = await createUser(t, 'attack-quota-other');
    expect((await uploadFile(t, other.token, 'proof', 'mine.pdf', file)).json().code).toBe(200);
  });
});

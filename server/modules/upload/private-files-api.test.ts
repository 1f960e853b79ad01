// Private files (DESIGN.md "Reliability rules"): a customer's proofs are read through short-lived links
// made for the owner or for staff, answered private and inert; they go with the order that owns them;
// the hourly sweep removes a day-old upload nothing refers to, an object without a row and expired
// links, and keeps what an order refers to. Attacks (foreign access, forged links, the quota race)
// are in test/security/private-files.test.ts.
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orderFileLinks, uploads } from '../../db/schema/index.ts';
import { uploadsCleanupHandler } from '../../jobs/handlers/uploads-cleanup.ts';
import { call, cellForm, createUser } from '../../../test/support/order-test-kit.ts';
import { createStaff } from '../../../test/support/staff-test-kit.ts';
import { staffCall } from '../../../test/support/order-ops-test-kit.ts';
import { PNG, PDF, keyOf, orderWithProof, proofUrl } from '../../../test/support/upload-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const info = (token: string, id: number) => call(t, '/cellsline/myCellslineInfo', token, { id });
const DAY = 24 * 3600 * 1000;

describe('private files', () => {
  it('give the owner a 5-minute link with private, inert headers; the stored address itself answers 404', async () => {
    const { token } = await createUser(t, 'private-owner');
    const proof = await proofUrl(t, token, '生长证明.png');
    expect(proof).toMatch(/^\/uploads\/private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const id = await orderWithProof(t, token, proof);

    const read = await info(token, id);
    expect(read.data.shengzhang_file).toBe(proof);
    expect(read.data.file_links).toEqual({
      shengzhang_file: { url: expect.stringMatching(/^\/api\/v1\/order\/file\?token=[A-Za-z0-9_-]{43}$/), name: '生长证明.png', expires_at: expect.any(String) },
      cunhuo_file: null,
      shuzhu_file: null,
    });
    expect(Date.parse(read.data.file_links.shengzhang_file.expires_at) - t.clock.ms()).toBe(300_000);

    const served = await get(read.data.file_links.shengzhang_file.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent('生长证明.png')}`);

    const direct = await get(proof);
    expect(direct.statusCode).toBe(404);
    expect(direct.headers['cache-control'] ?? '').not.toContain('public');
    // Each read makes its own link, only the hash of which is stored.
    const again = await info(token, id);
    expect(again.data.file_links.shengzhang_file.url).not.toBe(read.data.file_links.shengzhang_file.url);
    const stored = await t.database.db.select().from(orderFileLinks).where(eq(orderFileLinks.token_hash, read.data.file_links.shengzhang_file.url.split('=')[1]));
    expect(stored).toEqual([]);
  });

  it('give staff who run orders a link of their own in the console order detail', async () => {
    const { token } = await createUser(t, 'private-staff');
    const proof = await proofUrl(t, token, 'host.pdf', PDF);
    const created = await call(t, '/cellsline/addCellslineOrder', token, cellForm({ shuzhu_file: proof }));
    expect(created.code).toBe(200);
    for (const roles of [['lab'], ['sales']] as const) {
      const member = await createStaff(t.app, [...roles]);
      const detail = await staffCall(t, member, '/orders/detail', { kind: 'cell', id: created.data.info });
      expect(detail.code).toBe(200);
      const field = detail.data.fields.find((f: { key: string }) => f.key === 'shuzhu_file');
      expect(field).toMatchObject({ label: '宿主细胞证明', value: 'host.pdf', link: { url: expect.stringMatching(/^\/api\/v1\/order\/file\?token=/) } });
      const [link] = await t.database.db.select().from(orderFileLinks).where(eq(orderFileLinks.staff_id, member.id));
      expect(link).toMatchObject({ uid: null, file_id: null, upload_id: expect.any(Number) });
      const served = await get(field.link.url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PDF)).toBe(true);
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('go with the order that owns them (after the deletion committed), and a replaced proof goes at once', async () => {
    const { token } = await createUser(t, 'private-delete');
    const first = await proofUrl(t, token, 'first.png');
    const id = await orderWithProof(t, token, first);
    const storage = t.app.services.uploads.storage;

    // Editing with a new proof lets the old one go.
    const second = await proofUrl(t, token, 'second.png');
    const current = (await info(token, id)).data;
    const { file_links: _links, ...values } = current;
    expect((await call(t, '/cellsline/editCellslineOrder', token, { ...values, id, shengzhang_file: second })).code).toBe(200);
    expect(await storage.exists(keyOf(first))).toBe(false);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.storage_key, keyOf(first)))).toEqual([]);
    expect(await storage.exists(keyOf(second))).toBe(true);

    const link = (await info(token, id)).data.file_links.shengzhang_file.url as string;
    expect((await call(t, '/cellsline/delCellslineOrder', token, { id })).code).toBe(200);
    expect(await storage.exists(keyOf(second))).toBe(false);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.storage_key, keyOf(second)))).toEqual([]);
    expect((await get(link)).statusCode).toBe(404);
  });

  it('keep a proof another order of the same owner still names when one order goes', async () => {
    const { token } = await createUser(t, 'private-shared');
    const proof = await proofUrl(t, token);
    const a = await orderWithProof(t, token, proof);
    const b = await orderWithProof(t, token, proof);
    expect((await call(t, '/cellsline/delCellslineOrder', token, { id: a })).code).toBe(200);
    expect(await t.app.services.uploads.storage.exists(keyOf(proof))).toBe(true);
    expect((await get((await info(token, b)).data.file_links.shengzhang_file.url)).statusCode).toBe(200);
  });

  it('are swept hourly: a day-old unreferenced upload, an object without a row and expired links go; referenced and fresh files stay', async () => {
    const { token } = await createUser(t, 'private-sweep');
    const storage = t.app.services.uploads.storage;
    const stale = await proofUrl(t, token, 'stale.png');
    const fresh = await proofUrl(t, token, 'fresh.png');
    const kept = await proofUrl(t, token, 'kept.png');
    const id = await orderWithProof(t, token, kept);
    const dayAgo = new Date(t.clock.ms() - DAY - 60_000);
    for (const url of [stale, kept]) await t.database.db.update(uploads).set({ create_time: dayAgo }).where(eq(uploads.storage_key, keyOf(url)));
    // Bytes whose row never came (a crash between storing and recording), written over a day ago.
    const orphan = 'private/2020/01/' + 'ab'.repeat(16) + '.png';
    await storage.put(orphan, PNG, 'image/png');
    const { utimes } = await import('node:fs/promises');
    const path = await import('node:path');
    await utimes(path.join(t.config.paths.uploads, orphan), dayAgo, dayAgo);
    // A staff picture has no owner and is public: never swept.
    await t.database.db.insert(uploads).values({ uid: null, storage_key: 'media/2020/01/' + 'cd'.repeat(16) + '.webp', mime: 'image/webp', size: 1, purpose: 'media_carousel', create_time: dayAgo });
    const link = (await info(token, id)).data.file_links.shengzhang_file.url as string;
    await t.database.db.update(orderFileLinks).set({ expires_at: new Date(t.clock.ms() - 1000) });

    const handler = uploadsCleanupHandler(t.app.services);
    const run = () => handler.run({}, { log: Fastify({ logger: false }).log, jobId: 'test', signal: new AbortController().signal });
    const counts = (await run()) as Record<string, number>;
    expect(counts.unreferenced).toBe(1);
    expect(counts.orphans).toBe(1);
    expect(counts.links).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(keyOf(stale))).toBe(false);
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(keyOf(fresh))).toBe(true);
    expect(await storage.exists(keyOf(kept))).toBe(true);
    const left = (await t.database.db.select({ key: uploads.storage_key }).from(uploads)).map((r) => r.key);
    expect(left).not.toContain(keyOf(stale));
    expect(left).toEqual(expect.arrayContaining([keyOf(fresh), keyOf(kept), 'media/2020/01/' + 'cd'.repeat(16) + '.webp']));
    expect((await get(link)).statusCode).toBe(404);
    // Running again finds nothing more.
    expect(await run()).toMatchObject({ unreferenced: 0, orphans: 0, links: 0 });
  });
});

import { desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { responsiveImage, resizedImageSet } from '../../../contracts/responsive-image.ts';
import { auditLog, uploads } from '../../db/schema/index.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { makeImage, uploadImage } from '../../../test/support/media-test-kit.ts';

/** The main file's address names its size (contracts/responsive-image.ts). */
const urlOf = (width: number, height: number) => new RegExp(`^/uploads/\\d{4}/\\d{2}/[0-9a-f]{32}-${width}x${height}\\.webp$`);

describe('POST /api/admin/v1/media/uploadImage', () => {
  let t: TestApp;
  let editor: TestStaff;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await createStaff(t.app, ['editor']);
  });
  afterAll(async () => t?.close());

  async function served(url: string) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    return sharp(res.rawPayload).metadata();
  }

  it('resizes a large PNG to 1600, 800 and 400 px wide WebP files served at /uploads/, with rows and an audit record', async () => {
    const png = await makeImage(2400, 1200, 'png');
    const res = await uploadImage(t.app, editor.token, { filename: '首页横幅.png', content: png }, 'carousel');
    expect(res).toMatchObject({ status: 200, code: 200 });
    const data = res.data;
    expect(data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(urlOf(1600, 800)),
      width: 1600,
      height: 800,
      variants: { '400': data.url.replace('.webp', '-400.webp'), '800': data.url.replace('.webp', '-800.webp') },
    });
    // What pages derive from the address alone is exactly what was stored.
    expect(resizedImageSet(data.url)?.candidates).toEqual([
      { url: data.variants['400'], width: 400 },
      { url: data.variants['800'], width: 800 },
      { url: data.url, width: 1600 },
    ]);
    expect(responsiveImage(data.variants['400'])).toMatchObject({ width: 400, height: 200 });

    expect(await served(data.url)).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await served(data.variants['800'])).toMatchObject({ width: 800, height: 400 });
    expect(await served(data.variants['400'])).toMatchObject({ width: 400, height: 200 });

    const keys = [data.url, data.variants['400'], data.variants['800']].map((url: string) => url.slice('/uploads/'.length));
    const rows = await t.database.db.select().from(uploads).where(inArray(uploads.storage_key, keys));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.mime === 'image/webp' && row.purpose === 'media_carousel' && row.uid === null)).toBe(true);
    expect(rows.find((row) => row.storage_key === keys[0])).toMatchObject({ id: data.id, original_name: '首页横幅.webp' });
    for (const key of keys) expect(await t.app.services.uploads.storage.exists(key)).toBe(true);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.image.upload')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ staff_id: editor.id, entity: 'uploads', entity_id: String(data.id) });
    expect(audit.after).toMatchObject({ url: data.url, width: 1600, height: 800, purpose: 'carousel', original_name: '首页横幅.png', size: png.length });
  });

  it('never upscales: a 600 px JPEG stays 600 px with only the 400 px copy', async () => {
    const res = await uploadImage(t.app, editor.token, { filename: 'small.jpg', content: await makeImage(600, 300, 'jpeg') }, 'product');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ url: expect.stringMatching(urlOf(600, 300)), width: 600, height: 300, variants: { '400': expect.stringMatching(/-600x300-400\.webp$/) } });
    expect(Object.keys(res.data.variants)).toEqual(['400']);
    expect(await served(res.data.url)).toMatchObject({ width: 600, height: 300 });
    expect(await served(res.data.variants['400'])).toMatchObject({ width: 400, height: 200 });
    expect(responsiveImage(res.data.url).srcSet).toBe(`${res.data.variants['400']} 400w, ${res.data.url} 600w`);

    const tiny = await uploadImage(t.app, editor.token, { filename: 'icon.webp', content: await makeImage(120, 80, 'webp') }, 'news');
    expect(tiny.data).toMatchObject({ url: expect.stringMatching(urlOf(120, 80)), width: 120, height: 80, variants: {} });
    expect(responsiveImage(tiny.data.url)).toEqual({ src: tiny.data.url, width: 120, height: 80 });
  });

  it('still serves a picture stored under the older name without sizes', async () => {
    const key = `2026/01/${'b'.repeat(32)}.webp`;
    await t.app.services.uploads.storage.put(key, await makeImage(30, 20, 'webp'), 'image/webp');
    expect(await served(`/uploads/${key}`)).toMatchObject({ width: 30, height: 20 });
    expect(responsiveImage(`/uploads/${key}`)).toEqual({ src: `/uploads/${key}` });
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    // Stored 300×200 with orientation 6 (rotate 90°): the picture is 200 wide and 300 high.
    const jpeg = await makeImage(300, 200, 'jpeg', 6);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await uploadImage(t.app, editor.token, { filename: 'photo.jpg', content: jpeg }, 'news');
    expect(res.data).toMatchObject({ width: 200, height: 300 });
    const meta = await served(res.data.url);
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('accepts a GIF by its content whatever its name', async () => {
    const res = await uploadImage(t.app, editor.token, { filename: 'anim.png', content: await makeImage(500, 250, 'gif') }, 'article');
    expect(res).toMatchObject({ code: 200, data: { width: 500, height: 250 } });
  });

  it('refuses an SVG, a non-image with an image name, a broken image and a missing file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const before = await t.database.db.select().from(uploads);
    for (const file of [
      { filename: 'logo.svg', content: svg },
      { filename: 'page.png', content: Buffer.from('<!doctype html><html><body>hi</body></html>') },
      { filename: 'doc.jpg', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]) {
      expect(await uploadImage(t.app, editor.token, file, 'carousel')).toMatchObject({ status: 200, code: 201, msg: '只能上传 JPG、PNG、WebP 或 GIF 格式的图片' });
    }
    // The PNG signature with nothing decodable after it.
    const broken = Buffer.concat([(await makeImage(50, 50, 'png')).subarray(0, 40), Buffer.alloc(40)]);
    expect(await uploadImage(t.app, editor.token, { filename: 'broken.png', content: broken })).toMatchObject({ code: 201, msg: '图片无法读取，请换一张图片' });
    expect(await uploadImage(t.app, editor.token, null)).toMatchObject({ code: 201, msg: '请选择要上传的图片' });
    expect(await uploadImage(t.app, editor.token, { filename: 'a.png', content: await makeImage(10, 10) }, null)).toMatchObject({ code: 201, msg: '请选择图片用途' });
    expect(await uploadImage(t.app, editor.token, { filename: 'a.png', content: await makeImage(10, 10) }, 'avatar')).toMatchObject({ code: 201, msg: '请选择图片用途' });
    expect(await t.database.db.select().from(uploads)).toHaveLength(before.length);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await makeImage(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await uploadImage(t.app, editor.token, { filename: 'big.png', content: big })).toMatchObject({ status: 413, msg: '图片不能超过 10MB' });
  });

  it('is for editors and admins only', async () => {
    const sales = await createStaff(t.app, ['sales']);
    const admin = await createStaff(t.app, ['admin']);
    const png = await makeImage(20, 20);
    expect((await uploadImage(t.app, undefined, { filename: 'a.png', content: png })).status).toBe(401);
    expect((await uploadImage(t.app, sales.token, { filename: 'a.png', content: png })).status).toBe(403);
    expect((await uploadImage(t.app, admin.token, { filename: 'a.png', content: png })).code).toBe(200);
  });
});

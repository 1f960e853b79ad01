// Pictures are bounded in pixels and time, and decoded one at a time per process (issue 32): a small
// file describing a huge canvas is refused from its header with the limit named, each decoding pass
// carries libvips's time limit, and two uploads at once go through the gate one after the other.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { waitUntil } from '../../../test/support/wait-until.ts';
import { uploads } from '../../db/schema/index.ts';
import { createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';
import { imageGate } from './image-gate.ts';
import type { AuthStaff } from '../../http/auth-staff.ts';
import { resizeImage, type SharpFactory } from './image-resize.ts';
import { make16BitPng, makeBlankPng, makeImage, uploadImage } from '../../../test/support/media-test-kit.ts';
import { createMediaService } from './service.ts';

const TOO_MANY_PIXELS = '图片不能超过 4000 万像素（宽 × 高，如 8000×5000），请缩小后再上传';

describe('image limits', () => {
  let t: TestApp;
  let editor: TestStaff;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await createStaff(t.app, ['editor']);
  });
  afterAll(async () => t?.close());

  const storedRows = async () => (await t.database.db.select({ id: uploads.id }).from(uploads)).length;

  it('refuses a 20000×20000 PNG of 50 kB (400 megapixels) with the limit named, storing nothing', async () => {
    const huge = makeBlankPng(20_000, 20_000);
    expect(huge.length).toBeLessThan(100_000);
    const before = await storedRows();
    expect(await uploadImage(t.app, editor.token, { filename: 'bomb.png', content: huge })).toMatchObject({ status: 200, code: 201, msg: TOO_MANY_PIXELS });
    expect(await storedRows()).toBe(before);
  });

  it('refuses a 16-bit PNG just over 40 megapixels, and takes a 16-bit PNG within them', async () => {
    const over = await make16BitPng(8001, 5000);
    expect((await sharp(over).metadata()).depth).toBe('ushort');
    expect(await uploadImage(t.app, editor.token, { filename: 'deep.png', content: over })).toMatchObject({ code: 201, msg: TOO_MANY_PIXELS });
    const within = await uploadImage(t.app, editor.token, { filename: 'deep.png', content: await make16BitPng(1000, 500) });
    expect(within).toMatchObject({ code: 200, data: { width: 1000, height: 500 } });
  });

  /** sharp itself, except that each pipeline records its time limit (and, with `timeOut`, then fails as libvips does past it). */
  function watchedSharp(limits: number[], timeOut: boolean): SharpFactory {
    return ((input: Buffer, options: object) => {
      const pipeline = sharp(input, options);
      const setLimit = pipeline.timeout.bind(pipeline);
      pipeline.timeout = (timeout) => {
        limits.push(timeout.seconds);
        return setLimit(timeout);
      };
      if (timeOut) pipeline.toBuffer = (() => Promise.reject(new Error('timeout: 37% complete'))) as unknown as typeof pipeline.toBuffer;
      return pipeline;
    }) as unknown as SharpFactory;
  }

  it('gives every decoding pass a 10 s time limit, and refuses a picture whose pass ran out of it', async () => {
    const png = await makeImage(2400, 1200);
    const passes: number[] = [];
    await resizeImage(png, 'png', [400, 800, 1600], { sharp: watchedSharp(passes, false) });
    expect(passes).toEqual([10, 10, 10]);

    const limits: number[] = [];
    const media = createMediaService(t.database, t.app.services.uploads.storage, { audit: t.app.services.audit, sharp: watchedSharp(limits, true) });
    const before = await storedRows();
    const staff: AuthStaff = { id: editor.id, email: editor.email, name: editor.name, roles: editor.roles, scope: 'full', sessionId: 0, sessionExpiresAt: t.clock() };
    await expect(media.uploadImage(staff, null, { purpose: 'carousel', filename: 'slow.png', content: png })).rejects.toMatchObject({ code: 201, message: '图片处理超时，请缩小图片后再上传' });
    expect(limits).toEqual([10]);
    expect(await storedRows()).toBe(before);
  });

  it('decodes two uploads sent at once one after the other', async () => {
    // The test holds the process's only place, so both uploads must queue behind it.
    let release!: () => void;
    const holding = imageGate.run(() => new Promise<void>((resolve) => (release = resolve)));
    let answers;
    try {
      const before = await storedRows();
      let settled = 0;
      const sent = [makeImage(1200, 600), makeImage(900, 900)].map(async (image, i) => {
        const answer = await uploadImage(t.app, editor.token, { filename: `pair-${i}.png`, content: await image });
        settled += 1;
        return answer;
      });
      // Both have reached the gate (or, were it bypassed, have finished).
      await waitUntil(() => imageGate.waiting + imageGate.running >= 3 || settled === 2);
      expect([imageGate.running, imageGate.waiting]).toEqual([1, 2]);
      expect(await storedRows()).toBe(before);
      release();
      answers = await Promise.all(sent);
    } finally {
      // Never leave the process's gate held for the files after this one.
      release();
      await holding;
    }
    expect(answers.map((a) => a.code)).toEqual([200, 200]);
    expect(imageGate.mostAtOnce).toBe(1);
    expect([imageGate.running, imageGate.waiting]).toEqual([0, 0]);
  });
});

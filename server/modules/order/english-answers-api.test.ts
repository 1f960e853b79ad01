// The ordering calls answer an English page (x-site-language: en) with the English of the contract's
// messages: sample refusals, order refusals and successes; without the header they stay Chinese.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LANGUAGE_HEADER } from '../../../contracts/english-messages.ts';
import { ORDER_MESSAGES } from '../../../contracts/order.ts';
import { SAMPLE_MESSAGES } from '../../../contracts/order-sample.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ampliconSample, createUser, guideSample } from '../../../test/support/order-test-kit.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t, 'english-orders'));
});
afterAll(async () => {
  await t.close();
});

async function ask(path: string, english: boolean, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { authentication: token, ...(english ? { [SITE_LANGUAGE_HEADER]: 'en' } : {}) },
    remoteAddress: `10.2.${randomInt(256)}.${randomInt(1, 255)}`,
    payload: body,
  });
  return response.json() as { code: number; msg: string };
}

describe('ordering answers to an English page', () => {
  it('refuses a bad amplicon sequence and a missing sample name in English, in Chinese otherwise', async () => {
    expect(await ask('/amplicon/addAmpliconOrder', false, ampliconSample({ xulie: 'acgt' }))).toMatchObject({ code: 201, msg: SAMPLE_MESSAGES.acgt });
    expect(await ask('/amplicon/addAmpliconOrder', true, ampliconSample({ xulie: 'acgt' }))).toMatchObject({
      code: 201,
      msg: 'Only the capital letters A, T, C and G',
    });
    expect(await ask('/guide/addGuideOrder', true, guideSample({ name: '' }))).toMatchObject({ code: 201, msg: 'Please enter the sample name!' });
  });

  it('answers a missing order and a deletion in English', async () => {
    expect(await ask('/guide/myGuideInfo', false, { id: 999_999 })).toMatchObject({ msg: ORDER_MESSAGES.orderNotFound });
    expect(await ask('/guide/myGuideInfo', true, { id: 999_999 })).toMatchObject({ msg: 'The order does not exist' });
    const added = await ask('/guide/addGuideOrder', true, guideSample());
    expect(added).toMatchObject({ code: 200 });
    const oid = (added as unknown as { data: { info: number } }).data.info;
    expect(await ask('/guide/delGuideOrder', true, { id: oid })).toMatchObject({ code: 200, msg: 'Deleted successfully' });
  });
});

// The booking flow of service pages through the real app: slider puzzle → ticket → SMS code
// (faDuanxin isreg 2) → addBook, with every refusal on the way.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, bookings, categories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { BOOKING_MESSAGES } from '../../../contracts/booking.ts';
import { SLIDER_HEIGHT, SLIDER_MESSAGES, SLIDER_PIECE_WIDTH, SLIDER_WIDTH } from '../../../contracts/slider.ts';
import { VERIFICATION_MESSAGES } from '../../../contracts/verification.ts';
import { SLIDER_TEST_X } from '../captcha/slider-service.ts';
import { call, captureMail, plantCode, randomIp } from '../user/user-test-kit.ts';

let t: TestApp;
const human = { duration: 900, trail: [[0, 0], [40, 1], [120, 2], [SLIDER_TEST_X, 2]] };

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: 'T3st', MAIL_COMPANY_TO: 'sales@example.cn', PUBLIC_URL: 'https://www.example.cn' });
  await t.database.db.insert(categories).values([{ id: 11, pid: 0, catname: '敲除细胞系', type: 1 }]);
  await t.database.db.insert(articles).values([
    { id: 5, tid: 11, title: 'CRISPR 基因敲除细胞系构建' },
    { id: 6, tid: 11, title: '已下线服务', status: 0 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function ticket(ip = randomIp()): Promise<string> {
  const puzzle = await call(t.app, '/help/slider', {}, { ip });
  const res = await call(t.app, '/help/sliderVerify', { key: puzzle.data.key, x: SLIDER_TEST_X + 2, ...human }, { ip });
  expect(res.code).toBe(200);
  return res.data.ticket;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '张三',
  phone: '13912345678',
  email: 'zhang@example.cn',
  company: '某大学',
  aid: 5,
  tid: 11,
  title: '表单里的标题',
  code: '123456',
  ...overrides,
});

describe('slider puzzle', () => {
  it('answers two PNG pictures of the agreed sizes and a key, never the position', async () => {
    const res = await call(t.app, '/help/slider');
    expect(res.code).toBe(200);
    expect(Object.keys(res.data).toSorted()).toEqual(['bgUrl', 'key', 'puzzleUrl']);
    const bg = PNG.sync.read(Buffer.from(res.data.bgUrl.replace('data:image/png;base64,', ''), 'base64'));
    const piece = PNG.sync.read(Buffer.from(res.data.puzzleUrl.replace('data:image/png;base64,', ''), 'base64'));
    expect([bg.width, bg.height]).toEqual([SLIDER_WIDTH, SLIDER_HEIGHT]);
    expect([piece.width, piece.height]).toEqual([SLIDER_PIECE_WIDTH, SLIDER_HEIGHT]);
  });

  it('passes a drop near the gap once, and refuses wrong, instant, replayed or unknown answers', async () => {
    expect((await ticket()).length).toBeGreaterThan(20);
    const wrong = await call(t.app, '/help/slider');
    expect(await call(t.app, '/help/sliderVerify', { key: wrong.data.key, x: SLIDER_TEST_X + 30, ...human })).toMatchObject({ code: 201, msg: SLIDER_MESSAGES.failed });
    // The puzzle is spent by the wrong drop: the right answer no longer passes.
    expect(await call(t.app, '/help/sliderVerify', { key: wrong.data.key, x: SLIDER_TEST_X, ...human })).toMatchObject({ code: 201, msg: SLIDER_MESSAGES.failed });
    const instant = await call(t.app, '/help/slider');
    expect(await call(t.app, '/help/sliderVerify', { key: instant.data.key, x: SLIDER_TEST_X, duration: 5, trail: [[SLIDER_TEST_X, 0]] })).toMatchObject({ code: 201, msg: SLIDER_MESSAGES.failed });
    expect(await call(t.app, '/help/sliderVerify', { key: 'nope', x: SLIDER_TEST_X, ...human })).toMatchObject({ code: 201, msg: SLIDER_MESSAGES.failed });
    expect(await call(t.app, '/help/sliderVerify', { x: SLIDER_TEST_X })).toMatchObject({ code: 201, msg: SLIDER_MESSAGES.failed });
  });
});

describe('faDuanxin isreg 2 (booking code)', () => {
  it('refuses to send without a ticket, with a made-up one, or with a ticket already used', async () => {
    const sms = vi.spyOn(t.app.services.sms, 'send');
    sms.mockClear();
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '13912340001', isreg: 2 })).toMatchObject({ code: 201, msg: SLIDER_MESSAGES.ticketRequired });
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '13912340001', isreg: 2, ticket: 'made-up' })).toMatchObject({ code: 201, msg: SLIDER_MESSAGES.ticketRequired });
    const used = await ticket();
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '13912340001', isreg: 2, ticket: used })).toMatchObject({ code: 200, data: { info: VERIFICATION_MESSAGES.codeSent } });
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '13912340002', isreg: 2, ticket: used })).toMatchObject({ code: 201, msg: SLIDER_MESSAGES.ticketRequired });
    expect(sms).toHaveBeenCalledTimes(1);
    expect(sms.mock.calls[0]![0]).toMatchObject({ phone: '13912340001', purpose: 'booking' });
  });

  it('sends to any valid mainland phone, registered or not, and checks the phone first', async () => {
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '12912340001', isreg: 2, ticket: await ticket() })).toMatchObject({ code: 201, msg: VERIFICATION_MESSAGES.phoneInvalid });
  });
});

describe('/onlinebook/addBook', () => {
  it('stores the booking with the article title, mails the company and answers 提交成功', async () => {
    const mail = captureMail(t.app);
    const code = await plantCode(t.database, { channel: 'sms', target: '13912345678', purpose: 'booking' });
    const res = await call(t.app, '/onlinebook/addBook', form({ code }));
    expect(res).toMatchObject({ code: 200, data: { info: BOOKING_MESSAGES.success } });
    const rows = await t.database.db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '张三', phone: '13912345678', email: 'zhang@example.cn', company: '某大学', title: 'CRISPR 基因敲除细胞系构建', aid: 5, tid: 11 });
    const sent = mail.messages();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'sales@example.cn' });
    expect(sent[0]!.text).toContain('张三');
    expect(sent[0]!.text).toContain('https://www.example.cn/dynamicDetail?id=11');
    // The code is single use.
    expect(await call(t.app, '/onlinebook/addBook', form({ code }))).toMatchObject({ code: 201 });
    vi.restoreAllMocks();
  });

  it('refuses each missing or malformed field with the form messages', async () => {
    const M = BOOKING_MESSAGES;
    expect(await call(t.app, '/onlinebook/addBook', form({ name: ' ' }))).toMatchObject({ code: 201, msg: M.nameRequired });
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '' }))).toMatchObject({ code: 201, msg: M.phoneRequired });
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '23912345678' }))).toMatchObject({ code: 201, msg: M.phoneInvalid });
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '1391234567' }))).toMatchObject({ code: 201, msg: M.phoneInvalid });
    expect(await call(t.app, '/onlinebook/addBook', form({ email: '' }))).toMatchObject({ code: 201, msg: M.emailRequired });
    expect(await call(t.app, '/onlinebook/addBook', form({ email: 'zhang@' }))).toMatchObject({ code: 201, msg: M.emailInvalid });
    expect(await call(t.app, '/onlinebook/addBook', form({ code: '' }))).toMatchObject({ code: 201, msg: M.codeRequired });
  });

  it('refuses a wrong code, and a hidden, unknown or mismatched service before looking at the code', async () => {
    await plantCode(t.database, { channel: 'sms', target: '13912349999', purpose: 'booking', code: '654321' });
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '13912349999', code: '000000' }))).toMatchObject({ code: 201, msg: VERIFICATION_MESSAGES.codeWrong });
    // A login code of the same phone does not book.
    await plantCode(t.database, { channel: 'sms', target: '13912348888', purpose: 'login', code: '111111' });
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '13912348888', code: '111111' }))).toMatchObject({ code: 201, msg: VERIFICATION_MESSAGES.codeWrong });
    for (const where of [{ aid: 6 }, { aid: 999 }, { tid: 12 }, { aid: 'x' }]) {
      expect(await call(t.app, '/onlinebook/addBook', form(where))).toMatchObject({ code: 201, msg: BOOKING_MESSAGES.serviceMissing });
    }
  });

  it('is rate-limited per address', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await call(t.app, '/onlinebook/addBook', form({ code: '' }), { ip })).status);
    expect(codes.at(-1)).toBe(429);
  });
});

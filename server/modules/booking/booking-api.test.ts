// The booking flow of service pages through the real app: slider puzzle → ticket → SMS code
// (faDuanxin isreg 2) → addBook, with every refusal on the way.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, bookings, categories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { call, captureMail, plantCode, randomIp } from '../../../test/support/user-test-kit.ts';

let t: TestApp;
const human = { duration: 900, trail: [[0, 0], [40, 1], [120, 2], [200, 2]] };

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
  // Two puzzles in a row (decision 0021): the first pass answers the second puzzle, not a ticket.
  const first = await call(t.app, '/help/sliderVerify', { key: puzzle.data.key, x: 200 + 2, ...human }, { ip });
  expect(first).toMatchObject({ code: 200, data: { ticket: null, next: { key: expect.any(String) } } });
  const res = await call(t.app, '/help/sliderVerify', { key: first.data.next.key, x: 200 - 3, ...human }, { ip });
  expect(res).toMatchObject({ code: 200, data: { next: null } });
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
    expect([bg.width, bg.height]).toEqual([320, 160]);
    expect([piece.width, piece.height]).toEqual([60, 160]);
  });

  it('passes a drop near the gap once, and refuses wrong, instant, replayed or unknown answers', async () => {
    expect((await ticket()).length).toBeGreaterThan(20);
    const wrong = await call(t.app, '/help/slider');
    expect(await call(t.app, '/help/sliderVerify', { key: wrong.data.key, x: 200 + 30, ...human })).toMatchObject({ code: 201, msg: '验证失败，请重试' });
    // The puzzle is spent by the wrong drop: the right answer no longer passes.
    expect(await call(t.app, '/help/sliderVerify', { key: wrong.data.key, x: 200, ...human })).toMatchObject({ code: 201, msg: '验证失败，请重试' });
    const instant = await call(t.app, '/help/slider');
    expect(await call(t.app, '/help/sliderVerify', { key: instant.data.key, x: 200, duration: 5, trail: [[200, 0]] })).toMatchObject({ code: 201, msg: '验证失败，请重试' });
    expect(await call(t.app, '/help/sliderVerify', { key: 'nope', x: 200, ...human })).toMatchObject({ code: 201, msg: '验证失败，请重试' });
    expect(await call(t.app, '/help/sliderVerify', { x: 200 })).toMatchObject({ code: 201, msg: '验证失败，请重试' });
  });
});

describe('faDuanxin isreg 2 (booking code)', () => {
  it('refuses to send without a ticket, with a made-up one, or with a ticket already used', async () => {
    const sms = vi.spyOn(t.app.services.sms, 'send');
    sms.mockClear();
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '13912340001', isreg: 2 })).toMatchObject({ code: 201, msg: '请先完成滑块验证' });
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '13912340001', isreg: 2, ticket: 'made-up' })).toMatchObject({ code: 201, msg: '请先完成滑块验证' });
    const used = await ticket();
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '13912340001', isreg: 2, ticket: used })).toMatchObject({ code: 200, data: { info: '验证码已发送' } });
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '13912340002', isreg: 2, ticket: used })).toMatchObject({ code: 201, msg: '请先完成滑块验证' });
    expect(sms).toHaveBeenCalledTimes(1);
    expect(sms.mock.calls[0]![0]).toMatchObject({ phone: '13912340001', purpose: 'booking' });
  });

  it('sends to any valid mainland phone, registered or not, and checks the phone first', async () => {
    expect(await call(t.app, '/duanxin/faDuanxin', { phone: '12912340001', isreg: 2, ticket: await ticket() })).toMatchObject({ code: 201, msg: '请输入正确的手机号' });
  });
});

describe('/onlinebook/addBook', () => {
  it('stores the booking with the article title, mails the company and answers 提交成功', async () => {
    const mail = captureMail(t.app);
    const code = await plantCode(t.database, { channel: 'sms', target: '13912345678', purpose: 'booking' }, t.clock);
    const res = await call(t.app, '/onlinebook/addBook', form({ code }));
    expect(res).toMatchObject({ code: 200, data: { info: '提交成功' } });
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
    expect(await call(t.app, '/onlinebook/addBook', form({ name: ' ' }))).toMatchObject({ code: 201, msg: '请输入姓名!' });
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '' }))).toMatchObject({ code: 201, msg: '请输入手机号!' });
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '23912345678' }))).toMatchObject({ code: 201, msg: '请输入正确手机号' });
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '1391234567' }))).toMatchObject({ code: 201, msg: '请输入正确手机号' });
    expect(await call(t.app, '/onlinebook/addBook', form({ email: '' }))).toMatchObject({ code: 201, msg: '请输入邮箱!' });
    expect(await call(t.app, '/onlinebook/addBook', form({ email: 'zhang@' }))).toMatchObject({ code: 201, msg: '请输入正确电子邮件' });
    expect(await call(t.app, '/onlinebook/addBook', form({ code: '' }))).toMatchObject({ code: 201, msg: '请输入验证码!' });
  });

  it('refuses a wrong code, and a hidden, unknown or mismatched service before looking at the code', async () => {
    await plantCode(t.database, { channel: 'sms', target: '13912349999', purpose: 'booking', code: '654321' }, t.clock);
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '13912349999', code: '000000' }))).toMatchObject({ code: 201, msg: '验证码错误' });
    // A login code of the same phone does not book.
    await plantCode(t.database, { channel: 'sms', target: '13912348888', purpose: 'login', code: '111111' }, t.clock);
    expect(await call(t.app, '/onlinebook/addBook', form({ phone: '13912348888', code: '111111' }))).toMatchObject({ code: 201, msg: '验证码错误' });
    for (const where of [{ aid: 6 }, { aid: 999 }, { tid: 12 }, { aid: 'x' }]) {
      expect(await call(t.app, '/onlinebook/addBook', form(where))).toMatchObject({ code: 201, msg: '预约的服务不存在' });
    }
  });

  it('is rate-limited per address', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await call(t.app, '/onlinebook/addBook', form({ code: '' }), { ip })).status);
    expect(codes.at(-1)).toBe(429);
  });
});

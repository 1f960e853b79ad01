// Decision 0037: a customer's mails are written in the language they registered in (an English page's
// calls carry x-site-language: en), with /en links and the settings' English company name; the
// company's own copies stay Chinese.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { crisprJobs, settings, users } from '../../db/schema/index.ts';
import { englishSettingName } from '../../../contracts/english-content.ts';
import { SITE_LANGUAGE_HEADER } from '../../../contracts/english-messages.ts';
import { createStaff } from '../../../test/support/staff-test-kit.ts';
import { createUser, sampleOrder, staffCall } from '../../../test/support/order-ops-test-kit.ts';
import { CAPTCHA, PASSWORD, captchaKey, loginToken, nextTel, plantRegions, randomIp, registration } from '../../../test/support/user-test-kit.ts';
import type { MailMessage } from './service.ts';

const SITE = 'https://www.example.cn';
const COMPANY_EN = 'Example Gene Editing Co., Ltd.';
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

let t: TestApp;
let sent: MailMessage[];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA, PUBLIC_URL: SITE, MAIL_COMPANY_TO: 'orders@example.cn' });
  await plantRegions(t.database);
  await t.database.db.insert(settings).values({ name: englishSettingName('company_name'), value: COMPANY_EN });
  sent = [];
  vi.spyOn(t.app.services.mail, 'send').mockImplementation(async (message) => (sent.push(message), 'job'));
});

afterAll(async () => {
  await t?.close();
});

const lastTo = (to: string) => sent.findLast((m) => m.to === to)!;

function expectEnglish(mail: MailMessage) {
  expect(mail.subject + mail.text).not.toMatch(CHINESE);
  expect(mail.text).toContain(COMPANY_EN);
  expect(mail.text).not.toContain(`${SITE}/order`);
  expect(mail.text).not.toContain(`${SITE}/login`);
}

async function register(form: Record<string, unknown>, language: 'zh' | 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: form,
    remoteAddress: randomIp(),
    headers: language === 'en' ? { [SITE_LANGUAGE_HEADER]: 'en' } : {},
  });
  expect(response.json()).toMatchObject({ code: 200 });
}

/** A customer whose account was registered on the English site. */
async function englishCustomer(name: string) {
  const customer = await createUser(t, name);
  await t.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, customer.uid));
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, customer.uid));
  return { ...customer, email: row.email };
}

describe('mail language', () => {
  it('sends an English registration an English activation mail whose link lands on the English login page', async () => {
    const form = registration({ captcha_key: await captchaKey(t.app), fname: 'Ada', lname: 'Lovelace', address: 'Example University' });
    await register(form, 'en');
    const [user] = await t.database.db.select({ lang: users.lang }).from(users).where(eq(users.email, form.email as string));
    expect(user.lang).toBe('en');

    const mail = lastTo(form.email as string);
    expect(mail.subject).toBe(`${COMPANY_EN}: please activate your account`);
    expect(mail.text).toContain('Dear Ada Lovelace,');
    expectEnglish(mail);
    const link = mail.text.match(/https:\/\/www\.example\.cn(\/api\/v1\/user\/activate\?token=[\w-]+&lang=en)/);
    expect(link).not.toBeNull();
    const activation = await t.app.inject({ method: 'GET', url: link![1] });
    expect(activation.headers.location).toBe('/en/login?activated=1');

    // Registering the address again (from either site) tells its English owner in English.
    await register({ ...form, captcha_key: await captchaKey(t.app), tel: nextTel() }, 'zh');
    const again = lastTo(form.email as string);
    expect(again.subject).toBe(`${COMPANY_EN}: you already have an account`);
    expect(again.text).toContain(`${SITE}/en/login`);
    expectEnglish(again);
  });

  it('keeps a Chinese registration Chinese, its activation landing on the Chinese login page', async () => {
    const form = registration({ captcha_key: await captchaKey(t.app) });
    await register(form, 'zh');
    const [user] = await t.database.db.select({ lang: users.lang }).from(users).where(eq(users.email, form.email as string));
    expect(user.lang).toBe('zh');
    const mail = lastTo(form.email as string);
    expect(mail.subject).toBe('【澄源基因】请激活您的账号');
    expect(mail.text).toContain('感谢您注册澄源基因网站。');
    const link = mail.text.match(/https:\/\/www\.example\.cn(\/api\/v1\/user\/activate\?token=[\w-]+)\n/);
    expect(link).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: link![1] })).headers.location).toBe('/login?activated=1');
  });

  it("sends the new-address code in the asking page's language and tells an English customer's old address in English", async () => {
    const form = registration({ captcha_key: await captchaKey(t.app), fname: 'Grace', lname: 'Hopper' });
    await register(form, 'en');
    const link = lastTo(form.email as string).text.match(/https:\/\/www\.example\.cn(\/api\/v1\/user\/activate\S+)/)!;
    await t.app.inject({ method: 'GET', url: link[1] });
    const token = await loginToken(t.app, form.email as string);
    const address = `moved${Date.now()}@example.com`;
    const english = { [SITE_LANGUAGE_HEADER]: 'en', authentication: token };
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/user/changeEmailCode', payload: { email: address, password: PASSWORD }, headers: english, remoteAddress: randomIp() });
    expect(asked.json()).toMatchObject({ code: 200 });
    const codeMail = lastTo(address);
    expect(codeMail.subject).toBe(`${COMPANY_EN}: your code to change the sign-in e-mail`);
    expectEnglish(codeMail);

    const code = codeMail.text.match(/Your verification code is: (\d{6})/)![1];
    const changed = await t.app.inject({ method: 'POST', url: '/api/v1/user/changeEmail', payload: { email: address, code }, headers: { authentication: token }, remoteAddress: randomIp() });
    expect(changed.json()).toMatchObject({ code: 200 });
    const notice = lastTo(form.email as string);
    expect(notice.subject).toBe(`${COMPANY_EN}: your sign-in e-mail has been changed`);
    expect(notice.text).toContain(`from ${form.email} to ${address}`);
    expectEnglish(notice);
  });

  it('mails an English customer the password reset code in English, whatever site asked', async () => {
    const customer = await englishCustomer('reset');
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/sendEmailCode', payload: { email: customer.email }, remoteAddress: randomIp() });
    expect(response.json()).toMatchObject({ code: 200 });
    const mail = lastTo(customer.email);
    expect(mail.subject).toBe(`${COMPANY_EN}: your password reset code`);
    expect(mail.text).toMatch(/Your verification code is: \d{6}/);
    expectEnglish(mail);
  });

  it("writes an English customer's new-order and status mails in English; the company copy stays Chinese", async () => {
    const customer = await englishCustomer('buyer');
    const before = sent.length;
    const oid = await sampleOrder(t, customer.token, 'guide', 1);
    const created = sent.slice(before);
    const confirmation = created.find((m) => m.to === customer.email)!;
    const orderno = confirmation.subject.split(' ').at(-1)!;
    expect(confirmation.subject).toBe(`${COMPANY_EN}: we have received your order ${orderno}`);
    expect(confirmation.text).toContain('We have received your GUIDE-seq off-target detection order.');
    expect(confirmation.text).toContain(`${SITE}/en/orderSeqList?oid=${oid}&orderno=${orderno}`);
    expectEnglish(confirmation);
    const company = created.find((m) => m.to === 'orders@example.cn')!;
    expect(company.subject).toBe(`【新订单】GUIDE-seq脱靶检测 ${orderno} - ${customer.email}`);
    expect(company.text).toContain(`订单编号：${orderno}`);

    const sales = await createStaff(t.app, ['sales']);
    const moved = await staffCall(t, sales, '/orders/move', { kind: 'guide', id: oid, to: 1, note: 'Samples received', quote_amount: '1234.5' });
    expect(moved).toMatchObject({ code: 200 });
    const status = lastTo(customer.email);
    expect(status.subject).toBe(`${COMPANY_EN}: order ${orderno} is now "Confirmed"`);
    expect(status.text).toContain('Status change: Pending confirmation → Confirmed');
    expect(status.text).toContain('Quotation: CNY 1234.50');
    expect(status.text).toContain('Note: Samples received');
    expect(status.text).toContain(`${SITE}/en/orderSeqList?oid=${oid}&orderno=${orderno}`);
    expectEnglish(status);
  });

  it('sends an English customer the CRISPR-Net result mail in English', async () => {
    const customer = await englishCustomer('scorer');
    const pair = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
    const [job] = await t.database.db
      .insert(crisprJobs)
      .values({ uid: customer.uid, title: 'EMX1 check', email: 'lab@example.com', xulie: pair, pair_count: 1, create_time: new Date() })
      .returning({ id: crisprJobs.id });
    await expect(t.app.services.crispr.process(job.id)).resolves.toBe('finished');
    const mail = lastTo('lab@example.com');
    expect(mail.subject).toBe('CRISPR-Net job finished: EMX1 check');
    expect(mail.text).toContain(`Your CRISPR-Net off-target scoring job "EMX1 check" (no. ${job.id}) has finished.`);
    expect(mail.text).toContain(`${SITE}/en/crispr-result?id=${job.id}`);
    expectEnglish(mail);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addresses, regions, users } from '../../db/schema/index.ts';
import { call, CAPTCHA, captureMail, createActiveUser, loginToken, nextTel, plantCode, plantRegions } from '../../../test/support/user-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  await plantRegions(t.database);
  await t.app.ready();
  mail = captureMail(t.app);
});

afterAll(async () => {
  await t?.close();
});

async function loggedIn() {
  const user = await createActiveUser(t.app, mail);
  const token = await loginToken(t.app, user.email);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
  return { ...user, token, id: row.id };
}

const memberAddress = {
  name: '王五',
  company: '北京大学',
  country: 0,
  province_id: 11,
  city_id: 1101,
  address: '颐和园路5号',
  zip: '100871',
  tel: '13900139000',
  tel2: '',
};

function accountForm(user: { email: string; tel: string }, overrides: Record<string, unknown> = {}) {
  return {
    fname: '李',
    lname: '雷',
    email: user.email,
    tel: user.tel,
    pi_fname: '张',
    pi_lname: '三',
    company: '北京大学',
    department: '生命科学学院',
    fapiao_title: '北京大学',
    road: 3,
    is_sendup: false,
    prefix: '86',
    member_address: memberAddress,
    ...overrides,
  };
}

const defaults = (uid: number) =>
  t.database.db.select().from(addresses).where(and(eq(addresses.uid, uid), eq(addresses.is_default, 1)));

describe('getMyinfo', () => {
  it('answers the account fields of the session user, never the hash', async () => {
    const user = await loggedIn();
    const res = await call(t.app, '/user/getMyinfo', {}, { token: user.token });
    expect(res.code).toBe(200);
    expect(Object.keys(res.data).toSorted()).toEqual(
      [
        'id', 'tid', 'username', 'email', 'fname', 'lname', 'company', 'department', 'fapiao_title', 'tel', 'tel2',
        'phone', 'phone1', 'prefix', 'pi_email', 'pi_fname', 'pi_lname', 'road', 'is_sendup', 'com_code', 'member_address',
      ].toSorted(),
    );
    expect(res.data).toMatchObject({ id: user.id, email: user.email, tel: user.tel, company: '北京大学', is_sendup: 1 });
    expect((await call(t.app, '/user/getMyinfo')).status).toBe(401);
  });

  it("answers registration's place, workplace and phone as the default address, so the first save needs only the account's own fields (issue 35)", async () => {
    const user = await loggedIn();
    const info = await call(t.app, '/user/getMyinfo', {}, { token: user.token });
    expect(info.data.member_address).toEqual({
      id: expect.any(Number),
      name: '李雷',
      company: '北京大学',
      country: 0,
      province_id: 11,
      city_id: 1101,
      address: '北京大学',
      zip: null,
      tel: user.tel,
      tel2: null,
    });
    expect(await defaults(user.id)).toHaveLength(1);
    // What the page sends back on its first save: the loaded answer plus the fields registration never asked for.
    const { id: _id, ...loaded } = info.data.member_address;
    const form = accountForm(user, { member_address: loaded });
    expect(await call(t.app, '/user/upUserInfo', form, { token: user.token })).toMatchObject({ code: 200, msg: '更新成功' });
    expect(await defaults(user.id)).toHaveLength(1);
  });

  it('names a Latin-lettered registrant given name first', async () => {
    const user = await createActiveUser(t.app, mail, { fname: 'Smith', lname: 'Anna' });
    const token = await loginToken(t.app, user.email);
    expect((await call(t.app, '/user/getMyinfo', {}, { token })).data.member_address).toMatchObject({ name: 'Anna Smith' });
  });
});

describe('upUserInfo', () => {
  it.each([
    ['fname', '请输入姓氏!'],
    ['lname', '请输入名称!'],
    ['email', '请输入邮箱!'],
    ['tel', '请输入手机号!'],
    ['pi_fname', '请输入PI姓氏!'],
    ['pi_lname', '请输入PI名称!'],
    ['company', '请输入单位名称!'],
    ['department', '请输入部门!'],
  ])('requires %s (%s)', async (field, message) => {
    const user = await loggedIn();
    expect((await call(t.app, '/user/upUserInfo', accountForm(user, { [field]: '' }), { token: user.token })).msg).toBe(message);
  });

  it('requires the default address fields', async () => {
    const user = await loggedIn();
    const cases: [string, string][] = [
      ['name', '请输入收货人姓名!'],
      ['company', '请输入收货单位!'],
      ['country', '请选择国家!'],
      ['province_id', '请选择省份!'],
      ['city_id', '请选择城市!'],
      ['address', '请输入详细地址!'],
      ['tel', '请输入收货人电话!'],
    ];
    for (const [field, message] of cases) {
      const form = accountForm(user, { member_address: { ...memberAddress, [field]: '' } });
      expect((await call(t.app, '/user/upUserInfo', form, { token: user.token })).msg, field).toBe(message);
    }
    expect((await call(t.app, '/user/upUserInfo', accountForm(user, { email: 'bad' }), { token: user.token })).msg).toBe('邮箱地址不合法!');
  });

  it('refuses a default address whose province or city does not exist, or whose city is in another province', async () => {
    const user = await loggedIn();
    await t.database.db.insert(regions).values([{ id: 31, pid: 0, city_name: '上海市', sort: 2 }]).onConflictDoNothing();
    for (const region of [{ province_id: 98 }, { city_id: 9898 }, { province_id: 31 }]) {
      const form = accountForm(user, { member_address: { ...memberAddress, ...region } });
      expect(await call(t.app, '/user/upUserInfo', form, { token: user.token }), JSON.stringify(region)).toMatchObject({ code: 201, msg: '请选择正确的省份和城市' });
    }
    // Only registration's address, unchanged.
    expect(await defaults(user.id)).toMatchObject([{ name: '李雷', address: '北京大学' }]);
  });

  it('saves the account and upserts exactly one default address', async () => {
    const user = await loggedIn();
    const res = await call(t.app, '/user/upUserInfo', accountForm(user), { token: user.token });
    expect(res).toMatchObject({ code: 200, msg: '更新成功' });
    expect(res.data).toMatchObject({ road: 3, is_sendup: 0, pi_fname: '张', member_address: { name: '王五', zip: '100871', tel2: null } });
    const first = await defaults(user.id);
    expect(first).toHaveLength(1);

    // A second save updates the same default row.
    await t.database.db.insert(addresses).values({ uid: user.id, name: '其他', is_default: 0 });
    const again = await call(t.app, '/user/upUserInfo', accountForm(user, { road: '', member_address: { ...memberAddress, name: '赵六' } }), {
      token: user.token,
    });
    expect(again.code).toBe(200);
    const after = await defaults(user.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: first[0].id, name: '赵六' });
    const info = await call(t.app, '/user/getMyinfo', {}, { token: user.token });
    expect(info.data).toMatchObject({ road: null, member_address: { id: first[0].id, name: '赵六' } });
  });

  it('takes the block as a JSON string from a form body', async () => {
    const user = await loggedIn();
    const res = await call(t.app, '/user/upUserInfo', accountForm(user, { member_address: JSON.stringify(memberAddress) }), { token: user.token });
    expect(res.code).toBe(200);
  });

  it('never changes the phone or the login e-mail: both need a code, whoever owns the new value', async () => {
    const user = await loggedIn();
    const other = await loggedIn();
    expect((await call(t.app, '/user/upUserInfo', accountForm(user, { tel: nextTel() }), { token: user.token })).msg).toBe('请提交手机验证码');
    expect((await call(t.app, '/user/upUserInfo', accountForm(user, { tel: other.tel }), { token: user.token })).msg).toBe('请提交手机验证码');
    expect((await call(t.app, '/user/upUserInfo', accountForm(user, { email: 'free.address@example.com' }), { token: user.token })).msg).toBe(
      '登录邮箱请通过“修改邮箱”更换',
    );
    expect((await call(t.app, '/user/upUserInfo', accountForm(user, { email: other.email.toUpperCase() }), { token: user.token })).msg).toBe(
      '登录邮箱请通过“修改邮箱”更换',
    );
    // The same address in other letter case is no change.
    expect((await call(t.app, '/user/upUserInfo', accountForm(user, { email: user.email.toUpperCase() }), { token: user.token })).code).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ tel: user.tel, email: user.email });
  });

  it('never touches another user', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    await call(t.app, '/user/upUserInfo', accountForm(a, { fname: '甲', id: b.id, uid: b.id }), { token: a.token });
    const [rowB] = await t.database.db.select().from(users).where(eq(users.id, b.id));
    expect(rowB.fname).toBe('李');
    expect(await defaults(b.id)).toMatchObject([{ name: '李雷' }]);
    expect((await call(t.app, '/user/getMyinfo', { id: b.id }, { token: a.token })).data.id).toBe(a.id);
  });
});

describe('setPhone', () => {
  it('changes the phone with the SMS code sent to the new number', async () => {
    const user = await loggedIn();
    const phone = nextTel();
    expect((await call(t.app, '/user/setPhone', { phone, smscode: '' }, { token: user.token })).msg).toBe('请输入验证码!');
    expect((await call(t.app, '/user/setPhone', { phone: '123', smscode: '1' }, { token: user.token })).msg).toBe('请输入正确的手机号');
    const code = await plantCode(t.database, { channel: 'sms', target: phone, purpose: 'account', uid: user.id }, t.clock);
    expect((await call(t.app, '/user/setPhone', { phone, smscode: code === '111111' ? '222222' : '111111' }, { token: user.token })).msg).toBe(
      '验证码错误',
    );
    const res = await call(t.app, '/user/setPhone', { phone, smscode: code }, { token: user.token });
    expect(res).toMatchObject({ code: 200, msg: '手机号更新成功', data: { tel: phone } });
    expect((await call(t.app, '/user/getMyinfo', {}, { token: user.token })).data.tel).toBe(phone);
    // Now the account form saves with the new number.
    expect((await call(t.app, '/user/upUserInfo', accountForm({ email: user.email, tel: phone }), { token: user.token })).code).toBe(200);
    expect((await call(t.app, '/user/setPhone', { phone, smscode: code })).status).toBe(401);
  });

  it("says another account's phone is taken only after its code; refuses a code of another number, account or purpose", async () => {
    const user = await loggedIn();
    const other = await loggedIn();
    expect((await call(t.app, '/user/setPhone', { phone: other.tel, smscode: '000000' }, { token: user.token })).msg).toBe('验证码错误');
    const taken = await plantCode(t.database, { channel: 'sms', target: other.tel, purpose: 'account', uid: user.id }, t.clock);
    expect((await call(t.app, '/user/setPhone', { phone: other.tel, smscode: taken }, { token: user.token })).msg).toBe('该手机号已注册');
    const phone = nextTel();
    const elsewhere = await plantCode(t.database, { channel: 'sms', target: nextTel(), purpose: 'account', uid: user.id }, t.clock);
    expect((await call(t.app, '/user/setPhone', { phone, smscode: elsewhere }, { token: user.token })).code).toBe(201);
    const login = await plantCode(t.database, { channel: 'sms', target: phone, purpose: 'login' }, t.clock);
    expect((await call(t.app, '/user/setPhone', { phone, smscode: login }, { token: user.token })).code).toBe(201);
    // A code another account asked for this number is not this account's.
    const othersCode = await plantCode(t.database, { channel: 'sms', target: phone, purpose: 'account', uid: other.id }, t.clock);
    expect((await call(t.app, '/user/setPhone', { phone, smscode: othersCode }, { token: user.token })).msg).toBe('验证码错误');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.tel).toBe(user.tel);
  });
});

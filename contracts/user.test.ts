import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  fieldRule,
  firstError,
  loginSchema,
  PASSWORD_MIN_LENGTH,
  PHONE_PREFIXES,
  registerFields,
  registerSchema,
  resetPasswordSchema,
  ROAD_OPTIONS,
  setPhoneSchema,
  SMS_COUNTDOWN_SECONDS,
  smsLoginSchema,
} from './user.ts';

const registration = {
  email: 'Li.Lei@Example.com',
  fname: '李',
  lname: '雷',
  password: 'Gene2024!',
  password2: 'Gene2024!',
  country: '0',
  province_id: '11',
  city_id: '1101',
  address: '北京大学',
  tel: '13800138000',
  privacy: 'true',
  captcha: 'ab12',
  captcha_key: 'key-1',
};

const address = {
  name: '王五',
  company: '北京大学',
  country: 0,
  province_id: 11,
  city_id: 1101,
  address: '颐和园路5号',
  tel: '13900139000',
};

const account = {
  fname: '李',
  lname: '雷',
  email: 'li@example.com',
  tel: '13800138000',
  pi_fname: '张',
  pi_lname: '三',
  company: '北京大学',
  department: '生命科学学院',
  member_address: address,
};

describe('constants', () => {
  it('are the specification values', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PHONE_PREFIXES).toEqual(['86', '87']);
    expect(SMS_COUNTDOWN_SECONDS).toBe(60);
    expect(ROAD_OPTIONS.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(ROAD_OPTIONS.map((o) => o.label)).toEqual(['合作伙伴', '朋友推荐', '销售', '网络搜索', '邮件', '展会', '微信或媒体', '其他']);
  });
});

describe('registration', () => {
  it('accepts a complete form given as strings and coerces numbers and booleans', () => {
    const parsed = registerSchema.parse(registration);
    expect(parsed).toMatchObject({ country: 0, province_id: 11, city_id: 1101, is_sendup: true, privacy: true, zip: null, tel2: null });
    expect(registerSchema.parse({ ...registration, is_sendup: 'false', zip: '100871', tel2: '8001' })).toMatchObject({
      is_sendup: false,
      zip: '100871',
      tel2: '8001',
    });
  });

  it.each([
    ['email', '请输入邮箱!'],
    ['fname', '请输入姓氏!'],
    ['lname', '请输入名称!'],
    ['password', '请输入密码!'],
    ['password2', '请输入确认密码!'],
    ['country', '请选择国家!'],
    ['province_id', '请选择省份!'],
    ['city_id', '请选择城市!'],
    ['address', '请输入工作单位!'],
    ['tel', '请输入手机号（短信登录）!'],
    ['privacy', '请先同意隐私政策!'],
    ['captcha', '请输入验证码'],
  ])('%s missing or empty → %s', (field, message) => {
    expect(firstError(registerSchema, { ...registration, [field]: '' })).toBe(message);
    const { [field]: _dropped, ...rest } = registration as Record<string, unknown>;
    expect(firstError(registerSchema, rest)).toBe(message);
  });

  it('checks formats and the real password rule', () => {
    expect(firstError(registerSchema, { ...registration, email: 'not-an-email' })).toBe('邮箱地址不合法!');
    for (const weak of ['Ab1!', 'abcdefgh', '12345678', 'abcd1234', 'abcd!!!!', '1234!!!!', 'abc 1234']) {
      expect(firstError(registerSchema, { ...registration, password: weak, password2: weak }), weak).toBe(
        '密码至少需要输入8位(大小写字母数字特殊字符)',
      );
    }
    expect(firstError(registerSchema, { ...registration, password2: 'Gene2024?' })).toBe('密码不一致!');
    expect(firstError(registerSchema, { ...registration, country: '1' })).toBe('请选择国家!');
    expect(firstError(registerSchema, { ...registration, tel: '12800138000' })).toBe('请输入正确的手机号');
    expect(firstError(registerSchema, { ...registration, privacy: 'false' })).toBe('请先同意隐私政策!');
    expect(firstError(registerSchema, { ...registration, privacy: false })).toBe('请先同意隐私政策!');
  });

  it('gives antd field rules with the same messages', async () => {
    await expect(fieldRule(registerFields.email).validator(null, '')).rejects.toThrow('请输入邮箱!');
    await expect(fieldRule(registerFields.email).validator(null, 'x@y.cn')).resolves.toBeUndefined();
    await expect(fieldRule(registerFields.password).validator(null, 'short')).rejects.toThrow('密码至少需要输入8位');
  });
});

describe('login', () => {
  it('password login', () => {
    expect(firstError(loginSchema, { password: 'x' })).toBe('邮箱不能为空');
    expect(firstError(loginSchema, { email: 'a@b.cn', password: '' })).toBe('请输入密码');
    expect(loginSchema.parse({ email: 'a@b.cn', password: 'x', remember: '1' })).toEqual({ email: 'a@b.cn', password: 'x', remember: true });
  });

  it('SMS login', () => {
    expect(firstError(smsLoginSchema, { code: '1' })).toBe('手机号不能为空');
    expect(firstError(smsLoginSchema, { phone: '1380013800', code: '1' })).toBe('请输入正确的手机号');
    expect(firstError(smsLoginSchema, { phone: '13800138000', code: '' })).toBe('验证码为空');
    expect(firstError(smsLoginSchema, { phone: '13800138000', code: '1', prefix: '1' })).toBe('请选择正确的区号');
    expect(smsLoginSchema.parse({ phone: '13800138000', code: '123456' }).prefix).toBe('86');
    expect(smsLoginSchema.parse({ phone: '13800138000', code: '123456', prefix: 87 }).prefix).toBe('87');
  });
});

describe('reset password', () => {
  const reset = { email: 'a@b.cn', code: '123456', password: 'Gene2024!', repassword: 'Gene2024!' };
  it('messages', () => {
    expect(resetPasswordSchema.safeParse(reset).success).toBe(true);
    expect(firstError(resetPasswordSchema, { ...reset, email: '' })).toBe('请输入邮箱!');
    expect(firstError(resetPasswordSchema, { ...reset, email: 'x' })).toBe('邮箱地址不合法!');
    expect(firstError(resetPasswordSchema, { ...reset, code: '' })).toBe('请输入验证码!');
    expect(firstError(resetPasswordSchema, { ...reset, password: '' })).toBe('请输入密码!');
    expect(firstError(resetPasswordSchema, { ...reset, password: 'abcdefgh', repassword: 'abcdefgh' })).toBe(
      '密码至少需要输入8位(大小写字母数字特殊字符)',
    );
    expect(firstError(resetPasswordSchema, { ...reset, repassword: 'other' })).toBe('密码不一致!');
  });
});

describe('account', () => {
  it('accepts the required fields, optional ones default to null', () => {
    const parsed = accountSchema.parse(account);
    expect(parsed).toMatchObject({ road: null, pi_email: null, prefix: '86', is_sendup: true, tel2: null });
    expect(parsed.member_address).toMatchObject({ name: '王五', zip: null });
    expect(accountSchema.parse({ ...account, road: '7', member_address: JSON.stringify(address) }).road).toBe(7);
  });

  it.each([
    ['fname', '请输入姓氏!'],
    ['lname', '请输入名称!'],
    ['email', '请输入邮箱!'],
    ['tel', '请输入手机号!'],
    ['pi_fname', '请输入PI姓氏!'],
    ['pi_lname', '请输入PI名称!'],
    ['company', '请输入单位名称!'],
    ['department', '请输入部门!'],
  ])('%s → %s', (field, message) => {
    expect(firstError(accountSchema, { ...account, [field]: '' })).toBe(message);
  });

  it.each([
    ['name', '请输入收货人姓名!'],
    ['company', '请输入收货单位!'],
    ['country', '请选择国家!'],
    ['province_id', '请选择省份!'],
    ['city_id', '请选择城市!'],
    ['address', '请输入详细地址!'],
    ['tel', '请输入收货人电话!'],
  ])('member_address.%s → %s', (field, message) => {
    expect(firstError(accountSchema, { ...account, member_address: { ...address, [field]: '' } })).toBe(message);
  });

  it('formats', () => {
    expect(firstError(accountSchema, { ...account, email: 'x' })).toBe('邮箱地址不合法!');
    expect(firstError(accountSchema, { ...account, pi_email: 'x' })).toBe('邮箱地址不合法!');
    expect(firstError(accountSchema, { ...account, road: '8' })).toBe('请选择正确的了解渠道');
    expect(firstError(accountSchema, { ...account, tel: '1' })).toBe('请输入正确的手机号');
    expect(firstError(accountSchema, { ...account, member_address: undefined })).toBe('请输入收货人姓名!');
  });

  it('phone change', () => {
    expect(firstError(setPhoneSchema, { smscode: '1' })).toBe('手机号不能为空');
    expect(firstError(setPhoneSchema, { phone: '13800138000' })).toBe('请输入验证码!');
    expect(setPhoneSchema.parse({ phone: '13800138000', smscode: 123456 })).toEqual({ phone: '13800138000', smscode: '123456' });
  });
});

import { describe, expect, it } from 'vitest';
import { loginSchema, registerFields, resetPasswordFields, smsLoginSchema } from '../../contracts/user.ts';
import { countdownLabel } from '../features/auth/use-countdown.ts';
import { translator } from '../i18n/translate.ts';
import { zh } from '../i18n/zh.ts';
import { en } from '../i18n/en.ts';
import { zodMessage, zodRule } from './zod-rule.ts';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validate = (rule: ReturnType<typeof zodRule>, value: unknown) => (rule as { validator: Validator }).validator({}, value);

describe('zodRule', () => {
  it('rejects with the contract message and passes valid values', async () => {
    const email = zodRule(registerFields.email);
    await expect(validate(email, undefined)).rejects.toThrow('请输入邮箱!');
    await expect(validate(email, 'x@')).rejects.toThrow('邮箱地址不合法!');
    await expect(validate(email, 'a@example.com')).resolves.toBeUndefined();
  });

  it('gives the specification messages of the sign-in forms', () => {
    expect(zodMessage(registerFields.password, 'short')).toBe('密码至少需要输入8位(大小写字母数字特殊字符)');
    expect(zodMessage(registerFields.password, 'longenough1')).toBe('密码至少需要输入8位(大小写字母数字特殊字符)');
    expect(zodMessage(registerFields.password, 'Gene#2024a')).toBeNull();
    expect(zodMessage(registerFields.province_id, undefined)).toBe('请选择省份!');
    expect(zodMessage(registerFields.tel, '')).toBe('请输入手机号（短信登录）!');
    expect(zodMessage(registerFields.zip, undefined)).toBeNull();
    expect(zodMessage(loginSchema.shape.email, '')).toBe('邮箱不能为空');
    expect(zodMessage(loginSchema.shape.password, undefined)).toBe('请输入密码');
    expect(zodMessage(smsLoginSchema.shape.phone, '')).toBe('手机号不能为空');
    expect(zodMessage(smsLoginSchema.shape.phone, '12345')).toBe('请输入正确的手机号');
    expect(zodMessage(smsLoginSchema.shape.code, '')).toBe('验证码为空');
    expect(zodMessage(resetPasswordFields.code, undefined)).toBe('请输入验证码!');
  });
});

describe('countdownLabel', () => {
  it('counts down, then offers the button again', () => {
    expect(countdownLabel(translator(zh), 60)).toBe('60秒后重新获取');
    expect(countdownLabel(translator(zh), 0)).toBe('获取验证码');
  });

  it('speaks English on the English site', () => {
    expect(countdownLabel(translator(en), 42)).toBe('Resend in 42 s');
    expect(countdownLabel(translator(en), 0)).toBe('Get code');
  });
});

describe('the required marker comes from the schema', () => {
  it('marks a field the schema refuses empty, and only such a field', async () => {
    const { CELL_FIELDS } = await import('../../contracts/order-cell.ts');
    const { SAMPLE_FIELDS } = await import('../../contracts/order-sample.ts');
    const { addJobFields } = await import('../../contracts/crispr.ts');
    const marked = (schema: Parameters<typeof zodRule>[0]) => (zodRule(schema) as { required?: boolean }).required;
    expect(marked(registerFields.email)).toBe(true);
    expect(marked(registerFields.zip)).toBe(false);
    expect(marked(registerFields.tel2)).toBe(false);
    expect(marked(CELL_FIELDS.leixing)).toBe(true);
    expect(marked(CELL_FIELDS.peiyangji_main)).toBe(true);
    expect(marked(SAMPLE_FIELDS.name)).toBe(true);
    expect(marked(addJobFields.shape.title)).toBe(true);
    expect(marked(addJobFields.shape.email)).toBe(false);
    expect(marked(addJobFields.shape.xulie)).toBe(false);
  });
});

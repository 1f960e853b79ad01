// The shared field blocks: what counts as empty for each, what is refused and with which message.
import { describe, expect, it } from 'vitest';
import {
  TEXT_TOO_LONG,
  charLimit,
  choice,
  isBlank,
  optionalInt,
  optionalString,
  optionalText,
  requiredId,
  requiredInt,
  requiredString,
  requiredText,
} from './form-fields.ts';

const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('isBlank', () => {
  it('is absent, null or white space only', () => {
    for (const v of [undefined, null, '', ' \t ']) expect(isBlank(v)).toBe(true);
    for (const v of ['a', 0, false]) expect(isBlank(v)).toBe(false);
  });
});

describe('requiredText / optionalText (text or a number)', () => {
  it('refuses blank with the field message, too long with 输入内容过长, and trims', () => {
    const field = requiredText('请输入姓名!', 5);
    expect(first(field.safeParse('  '))).toBe('请输入姓名!');
    expect(first(field.safeParse(undefined))).toBe('请输入姓名!');
    expect(first(field.safeParse('abcdef'))).toBe(TEXT_TOO_LONG);
    expect(field.parse(' ab ')).toBe('ab');
    expect(field.parse(123)).toBe('123');
  });

  it('optionalText stores blank as null', () => {
    expect(optionalText(5).parse('  ')).toBeNull();
    expect(optionalText(5).parse(undefined)).toBeNull();
    expect(first(optionalText(2, charLimit).safeParse('abc'))).toBe('最多 2 个字符');
  });
});

describe('requiredString / optionalString (a string only)', () => {
  it('refuses a number with the field message', () => {
    const field = requiredString('请输入收货人电话!', 30, charLimit);
    expect(first(field.safeParse(13800138000))).toBe('请输入收货人电话!');
    expect(first(field.safeParse(' '))).toBe('请输入收货人电话!');
    expect(first(field.safeParse('x'.repeat(31)))).toBe('最多 30 个字符');
  });

  it('optionalString reads absent and null as empty text', () => {
    expect(optionalString(20).parse(undefined)).toBe('');
    expect(optionalString(20).parse(null)).toBe('');
    expect(optionalString(20).parse(' 100000 ')).toBe('100000');
  });
});

describe('numbers and choices', () => {
  it('optionalInt: blank is undefined, malformed gives the message', () => {
    expect(optionalInt('页码格式不正确').parse(' ')).toBeUndefined();
    expect(optionalInt('页码格式不正确').parse('3')).toBe(3);
    expect(first(optionalInt('页码格式不正确').safeParse('0'))).toBe('页码格式不正确');
    expect(optionalInt('页码格式不正确', 10, true).parse('0')).toBe(0);
  });

  it('requiredInt: blank and malformed have their own messages', () => {
    const id = requiredInt('请选择新闻', '新闻ID格式不正确');
    expect(first(id.safeParse(''))).toBe('请选择新闻');
    expect(first(id.safeParse('1x'))).toBe('新闻ID格式不正确');
    expect(id.parse(' 7 ')).toBe(7);
  });

  it('requiredId: every refusal says the message', () => {
    for (const v of ['', null, 'x', 0, -2, 1.5]) expect(first(requiredId('请选择地址').safeParse(v))).toBe('请选择地址');
    expect(requiredId('请选择地址').parse('12')).toBe(12);
  });

  it('choice: numeric options accept their text', () => {
    expect(choice([1, 6] as const, '请选择').parse('6')).toBe(6);
    expect(first(choice(['DNA', 'RNA'] as const, '请选择样本类型!').safeParse(' '))).toBe('请选择样本类型!');
  });
});

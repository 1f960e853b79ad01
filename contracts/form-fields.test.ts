// The shared field blocks: what counts as empty for each, what is refused and with which message.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FORBIDDEN_CHARACTERS,
  INPUT_INVALID,
  INPUT_MISSING,
  MAX_INT,
  TEXT_TOO_LONG,
  charLimit,
  choice,
  filterInt,
  integer,
  isBlank,
  isCleanText,
  listInt,
  numberFromText,
  optionalInt,
  optionalString,
  optionalText,
  requiredId,
  requiredInt,
  requiredSelectId,
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

describe('text no one types (NUL, control characters, a lone surrogate)', () => {
  const hostile = ['a\u0000b', '\u0000', 'x\u0007', 'bell\u001b[31m', 'a\u000bb', 'a\ud800b', 'tail\ud83d', '\udc00head'];

  it('is refused by every text block with one message', () => {
    const blocks = [requiredText('请输入姓名!'), optionalText(), requiredString('请输入电话!', 50), optionalString(50)];
    for (const block of blocks) for (const text of hostile) expect(first(block.safeParse(text)), JSON.stringify(text)).toBe(FORBIDDEN_CHARACTERS);
  });

  it('keeps tab, newline, carriage return, Chinese and emoji', () => {
    for (const text of ['a\tb', 'line\nline\r\n', '王小明', '😀👍🏽', 'e\u0301']) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(true);
      expect(requiredText('请输入!', 50).parse(`${text}x`)).toBe(`${text}x`.trim());
    }
    for (const text of hostile) expect(isCleanText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('integers reaching PostgreSQL integer (int4) columns', () => {
  it('accepts 2147483647 and refuses 2147483648, as a number and as text', () => {
    const id = requiredId('请选择地址');
    expect(id.parse(MAX_INT)).toBe(2_147_483_647);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    for (const v of [2 ** 31, '2147483648', 2 ** 53, '9007199254740993', 1e21, '99999999999999999999']) expect(first(id.safeParse(v)), String(v)).toBe('请选择地址');
  });

  it('is never true, false, an array or an object: {"id": true} is not id 1', () => {
    for (const block of [requiredId('请选择地址'), requiredSelectId('请选择省份'), integer('数量不正确', { min: 0 })]) {
      for (const v of [true, false, [1], ['12'], { id: 1 }, '0x10', '1,2', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(block.safeParse(v).success, JSON.stringify(v)).toBe(false);
      }
    }
    expect(first(requiredId('请选择地址').safeParse(true))).toBe('请选择地址');
    expect(choice([0, 1] as const, '请选择').safeParse(true).success).toBe(false);
  });

  it("still reads ids sent as text, as forms and query strings send them ('12', ' 12 ')", () => {
    expect(requiredId('请选择地址').parse('12')).toBe(12);
    expect(requiredId('请选择地址').parse(' 12 ')).toBe(12);
    expect(requiredSelectId('请选择省份').parse('0')).toBe(0);
    expect(requiredSelectId('请选择省份').parse(11)).toBe(11);
    expect(first(requiredSelectId('请选择省份').safeParse(' '))).toBe('请选择省份');
    expect(integer('数量不正确', { min: 0, max: 10 }).parse('3')).toBe(3);
  });

  it('numberFromText: digits become a number, blank is absent, anything else stays for the schema to refuse', () => {
    expect(numberFromText('12')).toBe(12);
    expect(numberFromText(' -3.5 ')).toBe(-3.5);
    expect(numberFromText('1.5e3')).toBe(1500);
    expect(numberFromText('  ')).toBeUndefined();
    for (const v of [true, [1], '0x10', '1 2', 'Infinity']) expect(numberFromText(v)).toEqual(v);
  });

  it('list filters and page numbers fall back instead of refusing', () => {
    expect(filterInt().parse(2 ** 31)).toBeUndefined();
    expect(filterInt().parse(true)).toBeUndefined();
    expect(filterInt({ min: 0, max: 1 }).parse('1')).toBe(1);
    expect(listInt(1, { max: 100_000 }).parse('2147483648')).toBe(1);
    expect(listInt(20, { max: 100 }).parse(undefined)).toBe(20);
    expect(listInt(20, { max: 100 }).parse('50')).toBe(50);
  });
});

describe("zod's own messages", () => {
  it('are Chinese wherever a schema names none (the browser and the server load the same setting)', () => {
    const careless = z.object({ name: z.string(), tags: z.array(z.string()).max(1), count: z.number().int(), note: z.string().max(3) });
    const messages = (value: unknown) => careless.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({})).toEqual([INPUT_MISSING, INPUT_MISSING, INPUT_MISSING, INPUT_MISSING]);
    expect(messages({ name: 1, tags: ['a', 'b'], count: 1.5, note: 'long' })).toEqual([INPUT_INVALID, INPUT_INVALID, INPUT_INVALID, TEXT_TOO_LONG]);
  });

  it('contracts never coerce numbers with zod (it reads true as 1, [7] as 7 and "" as 0)', () => {
    const dir = import.meta.dirname;
    const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const coercing = files.filter((file) => /z\.coerce\b|z\s*\.coerce\b/.test(fs.readFileSync(path.join(dir, file), 'utf8')));
    expect(coercing).toEqual([]);
  });
});

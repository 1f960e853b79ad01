// The field building blocks of every form and call contract, so "empty", "too long" and "not a
// number" mean one thing wherever a field uses the same block.
//
// Empty: a field is empty when it is absent, null, or text of only white space (`isBlank`). Text
// blocks and the optional-number blocks read empty this way. Two older families read it differently
// and keep their own names, because their refusals differ:
// - `emptyToUndefined`: only '' and null are empty; white space goes on to the number or choice check
//   (used where a select's value is coerced to a number).
// - `requiredString` / `optionalString`: only a string is text; a JSON number is refused instead of
//   being read as its digits (`requiredText` / `optionalText` accept it, Excel cells and JSON bodies
//   send numbers there).
//
// Text refuses NUL and the other C0 control characters (tab, newline and carriage return are text)
// and broken UTF-16; numbers are JSON numbers or their digits, never `true` or `[1]`, and never past
// PostgreSQL's `integer` (int4), so no input reaches the database as something it cannot store.
import { z } from 'zod';
import { INPUT_INVALID, TEXT_TOO_LONG } from './zod-config.ts';
import { MAX_INT, parsePositiveInt } from './numbers.ts';
import { englishPattern, withEnglish } from './english-messages.ts';

export { INPUT_INVALID, INPUT_MISSING, TEXT_TOO_LONG } from './zod-config.ts';
export { MAX_INT, parsePositiveInt };
/** The refusal of text holding a control character (NUL …) or a lone UTF-16 surrogate. */
export const FORBIDDEN_CHARACTERS = '输入内容含有不允许的字符';
const MAX_TEXT = 200;
/** "最多 N 个字符": the too-long message of the address and CRISPR-Net forms. */
export const charLimit = (max: number): string => `最多 ${max} 个字符`;
withEnglish({ FORBIDDEN_CHARACTERS }, { FORBIDDEN_CHARACTERS: 'The text contains characters that are not allowed' });
englishPattern(/最多 (\d+) 个字符/, (match) => `At most ${match[1]} characters`);

/** The too-long message: fixed, or made from the limit. */
export type TooLongMessage = string | ((max: number) => string);
const tooLongText = (tooLong: TooLongMessage, max: number) => (typeof tooLong === 'string' ? tooLong : tooLong(max));

// ---- empty ----------------------------------------------------------------------------------------

/** Absent, null, or text of only white space. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text input: blank becomes undefined; a number becomes its text (query strings, forms and JSON all arrive). */
export function blankToUndefined(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'number') return String(value);
  return value;
}

/** Select and number input: '' and null become undefined (absent); anything else goes to the check. */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

// ---- text -----------------------------------------------------------------------------------------

// C0 control characters but tab (09), newline (0a) and carriage return (0d); a UTF-16 surrogate
// without its pair (String#isWellFormed is too new for the browsers the site serves).
// oxlint-disable-next-line no-control-regex -- finding them is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** True for text a person can have typed: no control character but tab/newline/CR, no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !FORBIDDEN.test(text);
}

/** Refuses text holding a control character or a lone surrogate, with one message. */
const cleanText = (text: z.ZodString) => text.refine(isCleanText, FORBIDDEN_CHARACTERS);

/** A required text field (text or a number): missing, empty or blank all give `message`; trimmed. */
export const requiredText = (message: string, max = MAX_TEXT, tooLong: TooLongMessage = TEXT_TOO_LONG) =>
  z.preprocess(blankToUndefined, cleanText(z.string({ error: message }).trim().min(1, message).max(max, tooLongText(tooLong, max))));

/** An optional text field (text or a number); empty becomes null so the stored row says "not given". */
export const optionalText = (max = MAX_TEXT, tooLong: TooLongMessage = TEXT_TOO_LONG) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    cleanText(z.string({ error: tooLongText(tooLong, max) }).trim().max(max, tooLongText(tooLong, max))).nullable(),
  );

/**
 * A required string: anything but a string (a number too), missing, empty or blank give `message`;
 * trimmed. Without `max` there is no length limit (a pattern after it bounds the text).
 */
export const requiredString = (message: string, max?: number, tooLong: TooLongMessage = TEXT_TOO_LONG) => {
  const text = z.string({ error: message }).trim().min(1, message);
  return cleanText(max === undefined ? text : text.max(max, tooLongText(tooLong, max)));
};

/** An optional string: absent and null become '' (the service stores '' as null); trimmed; a number is refused. */
export const optionalString = (max: number, tooLong: TooLongMessage = TEXT_TOO_LONG) =>
  z.preprocess((value) => value ?? '', cleanText(z.string().trim().max(max, tooLongText(tooLong, max))));

// ---- numbers and choices --------------------------------------------------------------------------

/** An optional positive integer (0 too with `allowZero`): empty → undefined, malformed or above `max` → `message`. */
export const optionalInt = (message: string, max = MAX_INT, allowZero = false) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      if (allowZero && (value === 0 || value === '0')) return 0;
      const n = parsePositiveInt(value, max);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    .optional();

/** A required positive integer: empty → `missing`, malformed or above `max` → `invalid`. */
export const requiredInt = (missing: string, invalid: string, max = MAX_INT) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: missing });
        return z.NEVER;
      }
      const n = parsePositiveInt(value, max);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return n;
    });

/**
 * A number as JSON, a form or a query string sends it: a JSON number, or its digits ('12', ' 12 ',
 * '-3', '0.5'); blank text is absent. Anything else (true, [1], '1e3', '0x10') is left as it is for
 * the schema to refuse, where zod's coercion would read true as 1, [7] as 7 and '' as 0.
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return DECIMAL.test(value) ? Number(value) : value;
}

// '12', ' -3 ', '0.5', '.5', '1.5e3': decimal notation, as a person or a spreadsheet writes a number.
const DECIMAL = /^\s*[+-]?(\d{1,30}(\.\d{0,30})?|\.\d{1,30})(e[+-]?\d{1,3})?\s*$/i;

export interface IntegerBounds {
  /** Smallest accepted value (default 1). */
  min?: number;
  /** Largest accepted value (default and at most PostgreSQL's int4 maximum). */
  max?: number;
}

/** An integer in [min, max] from a number or its digits; anything else, a boolean too, gives `message`. */
export const integer = (message: string, { min = 1, max = MAX_INT }: IntegerBounds = {}) =>
  z.preprocess(numberFromText, z.number({ error: message }).int(message).min(min, message).max(Math.min(max, MAX_INT), message));

/** A list filter's number in [min, max]; absent, malformed or out of range is no filter. */
export const filterInt = (bounds?: IntegerBounds) => integer(INPUT_INVALID, bounds).optional().catch(undefined);

/** A list's page number or size in [min, max]; absent, malformed or out of range is `fallback`. */
export const listInt = (fallback: number, bounds?: IntegerBounds) => integer(INPUT_INVALID, bounds).catch(fallback).default(fallback);

/** A required positive integer id from a select or a query string; '' and null are missing; every refusal says `message`. */
export const requiredId = (message: string) => z.preprocess(emptyToUndefined, integer(message));

/** A required id from a select that may be 0 (the account forms' province and city); blank is missing. */
export const requiredSelectId = (message: string) => z.preprocess(blankToUndefined, integer(message, { min: 0 }));

/** One of `options`; blank or anything else gives `message`. Numeric options accept their text ('6'). */
export const choice = <T extends readonly (string | number)[]>(options: T, message: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof options[0] === 'number' ? numberFromText(v) : v),
    z.custom<T[number]>((v) => (options as readonly unknown[]).includes(v), { error: message }),
  );

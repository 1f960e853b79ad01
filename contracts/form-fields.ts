// Text-field building blocks shared by the form contracts: a blank value counts as "not given", and
// every text has a length limit with one message.
import { z } from 'zod';

export const TEXT_TOO_LONG = '输入内容过长';
const MAX_TEXT = 200;

/** Query strings and forms send '' or nothing for an empty field; numbers may come as numbers. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** A required text field: missing, empty or blank all give `message`. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(max, TEXT_TOO_LONG));

/** An optional text field; empty becomes null so the stored row (or a save) says "not given". */
export const optionalText = (max = MAX_TEXT) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    z.string({ error: TEXT_TOO_LONG }).trim().max(max, TEXT_TOO_LONG).nullable(),
  );

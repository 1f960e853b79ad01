// The refusals every form shares, as plain text: pages that only show them need not load zod.
import { withEnglish } from './english-messages.ts';

export const TEXT_TOO_LONG = '输入内容过长';
/** A value of the wrong kind or form (an array for a number, 'abc' for an id …). */
export const INPUT_INVALID = '输入内容格式不正确';
/** A required parameter that was not sent. */
export const INPUT_MISSING = '缺少必填内容';

withEnglish(
  { TEXT_TOO_LONG, INPUT_INVALID, INPUT_MISSING },
  { TEXT_TOO_LONG: 'The text is too long', INPUT_INVALID: 'The value is not in the expected format', INPUT_MISSING: 'A required field is missing' },
);

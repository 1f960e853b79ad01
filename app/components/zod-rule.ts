// antd Form rules from the contract's zod schemas, so a form shows exactly the message the server
// would refuse with (DESIGN.md "one rule, one message, both sides"); on the English site, its English.
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { inPageLanguage } from '../i18n/current-language.ts';

/** The first message zod gives for `value`, or null when it passes. */
export function zodMessage(schema: ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? null;
}

/** Whether the schema refuses an empty field: what the form marks as required. */
export function isRequiredBy(schema: ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

/**
 * An antd rule validating one field with its zod schema. The schema decides what "empty" means, so an
 * untouched field (undefined) gets the schema's required message. The rule carries `required` when
 * the schema refuses an empty field, so Form.Item shows antd's required marker from the schema itself
 * and no form marks a field by hand (the validator still gives the message, not antd's default).
 */
export function zodRule(schema: ZodType): FormRule {
  return {
    required: isRequiredBy(schema),
    validator: async (_rule, value: unknown) => {
      const text = zodMessage(schema, value);
      if (text) throw new Error(inPageLanguage(text));
    },
  };
}

/** A rule for a field that must equal another one (confirm password), with the contract's message. */
export function sameAsRule(otherField: string, text: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      // An empty confirmation is the required rule's business, not this one's.
      if (value === undefined || value === null || value === '') return;
      if (value !== getFieldValue(otherField)) throw new Error(inPageLanguage(text));
    },
  });
}

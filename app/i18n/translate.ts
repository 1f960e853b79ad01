// Interface strings for the page's language. The root loader picks the catalogue of the page's
// language on the server (catalogue-of.ts) and hands it to the page with the shell data, so each
// request has its own and the browser receives only that language (decision 0035).
import type { MessageKey, Messages } from './zh.ts';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `{{name}}` placeholders filled from `values`; a key the catalogue lacks shows as itself. */
export function translator(messages: Partial<Messages>, fallback: Partial<Messages> = {}): Translate {
  return (key, values) => {
    const text = messages[key] ?? fallback[key] ?? key;
    if (!values) return text;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

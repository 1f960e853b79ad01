// Interface strings for the page's language. The root loader names the page's language; the server
// holds every catalogue (catalogue-of.ts) and the browser fetches only that language's, as a static
// asset (catalogue-fetch.ts; decisions 0035, 0048).
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

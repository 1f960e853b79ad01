// Where the searched words are in a text: the search page marks them in titles and snippets, and the
// server picks the snippet around the first one. The text is never parsed as HTML here: the page
// renders every part as a text node (React escapes it) and wraps only the matches in <mark>, so a
// title or body carrying markup shows it as text and cannot inject any (decision 0072).

export interface TextPart {
  text: string;
  /** A searched word (matched without regard to case). */
  match: boolean;
}

const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for all terms, longest first so "GUIDE-seq" wins over "GUIDE"; null when none. */
function termPattern(terms: readonly string[]): RegExp | null {
  const cleaned = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].toSorted((a, b) => b.length - a.length);
  return cleaned.length ? new RegExp(cleaned.map(escapeRegExp).join('|'), 'giu') : null;
}

/** `text` cut into plain parts and matches, in order; joined they give `text` back. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termPattern(terms);
  if (!pattern || !text) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** Where the first searched word starts in `text`, or -1. */
export function firstMatch(text: string, terms: readonly string[]): number {
  const pattern = termPattern(terms);
  if (!pattern) return -1;
  return text.search(new RegExp(pattern.source, 'iu'));
}

/**
 * A card-sized piece of the first text that holds a searched word, around that word (with … where it
 * is cut); the first non-empty text cut to size when none does.
 */
export function snippetOf(texts: readonly string[], terms: readonly string[], length = 150): string {
  const cut = (text: string) => (text.length > length ? `${text.slice(0, length)}…` : text);
  for (const text of texts) {
    const at = firstMatch(text, terms);
    if (at < 0) continue;
    if (at + 20 <= length) return cut(text);
    // Some context before the word, then as much after as fits.
    let start = Math.max(0, Math.min(at - 30, text.length - length));
    // In English text, begin at a word rather than in the middle of one (a few characters later).
    const space = start > 0 && text[start - 1] !== ' ' ? text.indexOf(' ', start) : -1;
    if (space >= 0 && space < at && space - start <= 15) start = space + 1;
    const end = Math.min(text.length, start + length);
    return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  }
  return cut(texts.find((text) => text.trim()) ?? '');
}

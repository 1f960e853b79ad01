// A readable diff of two texts for the history drawer: rich text is compared as the words a reader
// sees (tags dropped, block ends as line breaks), Chinese character by character and other text word
// by word, so a changed sentence shows as a few struck and added pieces rather than two whole bodies.

export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Beyond this many token pairs the comparison would be slow on a phone: the texts show whole. */
const MAX_CELLS = 2_000_000;

/** The text a reader sees of stored HTML (or plain text, unchanged). */
export function visibleText(value: string): string {
  return value
    .replace(/<(br|\/p|\/h\d|\/li|\/div|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Han characters one by one; runs of other letters or digits as words; each space or mark alone. */
function tokens(text: string): string[] {
  return text.match(/\p{Script=Han}|[\p{L}\p{N}_]+|\s+|[^\p{L}\p{N}_\s]/gu) ?? [];
}

export function textDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_CELLS) return merge([{ kind: 'removed', text: before }, { kind: 'added', text: after }]);
  // Longest common subsequence, filled from the end so the walk below goes forward.
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) {
      parts.push({ kind: 'removed', text: a[i++]! });
    } else {
      parts.push({ kind: 'added', text: b[j++]! });
    }
  }
  while (i < a.length) parts.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) parts.push({ kind: 'added', text: b[j++]! });
  return merge(parts);
}

/** Neighbouring parts of one kind as one, empty ones dropped. */
function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    if (!part.text) continue;
    const last = merged.at(-1);
    if (last?.kind === part.kind) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

// A small reader of a minified stylesheet, enough for antd/dist/antd.css: top-level style rules,
// @keyframes, and grouping rules (@media, @supports, @container) holding style rules. Each selector
// is reduced to the classes an element must carry for it to match; what it cannot judge (classes
// inside :not()/:where()/:is(), attribute selectors, element names) it leaves out, so a selector is
// only ever kept too often, never dropped while the page could use it.

export interface StyleRule {
  kind: 'style';
  /** Each selector of the rule with the classes it needs; an empty list matches any page. */
  selectors: { text: string; classes: string[] }[];
  body: string;
}
export interface KeyframesRule {
  kind: 'keyframes';
  name: string;
  text: string;
}
export interface GroupRule {
  kind: 'group';
  /** `@media (…)` and the like, without the braces. */
  prelude: string;
  rules: CssRule[];
}
/** Another at-rule (@font-face, @layer …): kept whole, whatever the page. */
export interface OtherRule {
  kind: 'other';
  text: string;
}
export type CssRule = StyleRule | KeyframesRule | GroupRule | OtherRule;

const GROUPING = /^@(media|supports|container|layer)\b/i;

/** Index just past the quoted string starting at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** Index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; ) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = skipString(css, index);
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
    index += 1;
  }
  throw new Error('unbalanced braces in stylesheet');
}

/** Splits at commas outside parentheses, brackets and strings. */
export function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < prelude.length; ) {
    const char = prelude[index];
    if (char === '"' || char === "'") {
      index = skipString(prelude, index);
      continue;
    }
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(from, index).trim());
      from = index + 1;
    }
    index += 1;
  }
  parts.push(prelude.slice(from).trim());
  return parts.filter(Boolean);
}

/** The classes a selector requires: `.name` outside any (…) or […], escapes kept as written. */
export function requiredClasses(selector: string): string[] {
  const classes = new Set<string>();
  let depth = 0;
  for (let index = 0; index < selector.length; ) {
    const char = selector[index];
    if (char === '"' || char === "'") {
      index = skipString(selector, index);
      continue;
    }
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '.' && depth === 0) {
      const name = /^(?:\\.|[\w-])+/.exec(selector.slice(index + 1))?.[0];
      // A class with an escape (`.\31 0`) is left out: required classes are compared unescaped.
      if (name && !name.includes('\\')) classes.add(name);
      index += 1 + (name?.length ?? 0);
      continue;
    }
    index += 1;
  }
  return [...classes];
}

export function parseRules(css: string): CssRule[] {
  const rules: CssRule[] = [];
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open === -1) break;
    const semicolon = css.indexOf(';', index);
    if (semicolon !== -1 && semicolon < open && css.slice(index, semicolon).trim().startsWith('@')) {
      // A statement at-rule (@charset, @import, @layer a, b;): no block of its own.
      rules.push({ kind: 'other', text: `${css.slice(index, semicolon).trim()};` });
      index = semicolon + 1;
      continue;
    }
    const prelude = css.slice(index, open).trim();
    const close = blockEnd(css, open);
    const body = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      const keyframes = /^@(?:-webkit-)?keyframes\s+([^\s{]+)/i.exec(prelude);
      if (keyframes?.[1]) rules.push({ kind: 'keyframes', name: keyframes[1], text: `${prelude}{${body}}` });
      else if (GROUPING.test(prelude)) rules.push({ kind: 'group', prelude, rules: parseRules(body) });
      else rules.push({ kind: 'other', text: `${prelude}{${body}}` });
    } else if (prelude) {
      rules.push({ kind: 'style', selectors: splitSelectors(prelude).map((text) => ({ text, classes: requiredClasses(text) })), body });
    }
    index = close + 1;
  }
  return rules;
}

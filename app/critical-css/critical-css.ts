// The part of a stylesheet one page's HTML uses, for inlining: every rule with a selector whose
// classes all occur in the page (the rest of the stylesheet loads later, see deferred-styles.ts),
// the @keyframes those rules name, and each rule once (antd repeats shared rules per component;
// the last copy is the one the cascade keeps). Pages built from the same components share one
// answer: results are kept per set of the stylesheet's classes the page carries.
import { parseRules, type CssRule } from './css-rules.ts';

export interface CriticalCss {
  /**
   * The rules the page's HTML can use, as CSS text; `scriptClasses`: classes the page's scripts add
   * to what the HTML draws (a table's scroll shadow), whose rules the page needs from the start.
   */
  forHtml(html: string, scriptClasses?: readonly string[]): string;
}

// React writes every class attribute this way (one space before it, double quotes, `"` escaped inside).
const CLASS_ATTRIBUTE = ' class="';

const splitClasses = (value: string): readonly string[] => value.split(/\s+/).filter(Boolean);

/**
 * Class names in the `class="…"` attributes of server-rendered HTML; `namesOf` turns one attribute's
 * value into the names wanted from it (by default all of them).
 */
export function htmlClasses(html: string, namesOf: (value: string) => readonly string[] = splitClasses): Set<string> {
  const classes = new Set<string>();
  let at = html.indexOf(CLASS_ATTRIBUTE);
  while (at !== -1) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    for (const name of namesOf(html.slice(start, end))) classes.add(name);
    at = html.indexOf(CLASS_ATTRIBUTE, end);
  }
  return classes;
}

function collectClasses(rules: CssRule[], into: Set<string>) {
  for (const rule of rules) {
    if (rule.kind === 'group') collectClasses(rule.rules, into);
    else if (rule.kind === 'style') for (const selector of rule.selectors) for (const name of selector.classes) into.add(name);
  }
}

function select(rules: CssRule[], present: Set<string>, out: string[]) {
  for (const rule of rules) {
    if (rule.kind === 'other') out.push(rule.text);
    else if (rule.kind === 'group') {
      const inner: string[] = [];
      select(rule.rules, present, inner);
      if (inner.length > 0) out.push(`${rule.prelude}{${inner.join('')}}`);
    } else if (rule.kind === 'style') {
      const used = rule.selectors.filter((selector) => selector.classes.every((name) => present.has(name)));
      if (used.length > 0) out.push(`${used.map((selector) => selector.text).join(',')}{${rule.body}}`);
    }
  }
}

function lastCopies(texts: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let index = texts.length - 1; index >= 0; index -= 1) {
    const text = texts[index] ?? '';
    if (seen.has(text)) continue;
    seen.add(text);
    kept.push(text);
  }
  return kept.toReversed();
}

const MAX_REMEMBERED = 200;
/** Class attribute values whose stylesheet names are remembered: a page repeats most of its values. */
const MAX_VALUES = 4096;

/** `stylesheet`: the CSS text, or a function that reads it when the first page asks. */
export function createCriticalCss(stylesheet: string | (() => string)): CriticalCss {
  // Parsed on first use, so a process that renders no page pays nothing.
  let parsed: { rules: CssRule[]; keyframes: Map<string, string>; known: Set<string> } | undefined;
  const remembered = new Map<string, string>();
  let namesByValue = new Map<string, readonly string[]>();

  const load = () => {
    if (parsed) return parsed;
    const rules = parseRules(typeof stylesheet === 'string' ? stylesheet : stylesheet());
    const keyframes = new Map<string, string>();
    for (const rule of rules) if (rule.kind === 'keyframes') keyframes.set(rule.name, rule.text);
    const known = new Set<string>();
    collectClasses(rules, known);
    parsed = { rules: rules.filter((rule) => rule.kind !== 'keyframes'), keyframes, known };
    return parsed;
  };

  const compute = (present: Set<string>) => {
    const { rules, keyframes } = load();
    const out: string[] = [];
    select(rules, present, out);
    const css = lastCopies(out).join('');
    const animations = [...keyframes].filter(([name]) => new RegExp(`[\\s:,]${name}\\b`).test(css)).map(([, text]) => text);
    return css + animations.join('');
  };

  return {
    forHtml(html, scriptClasses = []) {
      const { known } = load();
      const present = htmlClasses(html, (value) => {
        let names = namesByValue.get(value);
        if (names === undefined) {
          names = splitClasses(value).filter((name) => known.has(name));
          if (namesByValue.size >= MAX_VALUES) namesByValue = new Map();
          namesByValue.set(value, names);
        }
        return names;
      });
      for (const name of scriptClasses) if (known.has(name)) present.add(name);
      const key = [...present].toSorted().join(' ');
      let css = remembered.get(key);
      if (css === undefined) {
        css = compute(present);
        if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '');
        remembered.set(key, css);
      }
      return css;
    },
  };
}

// Counts what a workbook's shared-strings part (xl/sharedStrings.xml) holds while it inflates, so a
// file of 500 000 short texts (20 MB unpacked, within the size bounds) is refused at the first text
// beyond the import's bound instead of being read into exceljs's cache, which holds every one of them
// before the first row is seen (issue 32: 5 s and ~64 MB of heap for one such file). The same scanner
// counts a worksheet's rows, so such a refusal can say "too many rows" when that is what the file is.
//
// A byte scanner, not an XML parser: an element is counted where it opens (`<si>`, `<si/>`, `<si …>`),
// and a character is a UTF-8 character outside markup (between `<` and `>`). It errs towards more:
// an entity such as `&amp;` counts five, a `>` inside an attribute value ends the markup early, and
// white space between elements counts; never towards less, since text outside markup is all that
// exceljs's reader keeps (CDATA and comments, which it drops, are inside markup here).
import type { SpreadsheetLimits } from '../../contracts/spreadsheet-import.ts';

export const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';
/** The parts exceljs's stream reader reads as worksheets. */
export const WORKSHEET_PART = /^xl\/worksheets\/sheet\d+\.xml$/;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;

/** A byte that ends an element's name: white space, `>` or `/`. */
const endsName = (c: number) => c === GT || c === SLASH || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

export interface ElementCounter {
  /** Takes the next inflated bytes; false once a bound is passed (stop inflating). */
  take(chunk: Uint8Array): boolean;
  readonly elements: number;
  readonly chars: number;
}

/** Counts `<name` elements and the characters outside markup, up to the bounds. */
export function countElements(name: string, maxElements: number, maxChars = Number.POSITIVE_INFINITY): ElementCounter {
  const wanted = Buffer.from(name, 'latin1');
  let elements = 0;
  let chars = 0;
  let inMarkup = false;
  // After a `<`: how many bytes of the name have matched, or -1 when this element is another one.
  let matched = -1;
  return {
    take(chunk) {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i];
        if (!inMarkup) {
          if (c === LT) {
            inMarkup = true;
            matched = 0;
          } else if ((c & 0xc0) !== 0x80 && ++chars > maxChars) return false;
          continue;
        }
        if (matched >= 0) {
          if (matched < wanted.length) matched = c === wanted[matched] ? matched + 1 : -1;
          else {
            matched = -1;
            if (endsName(c) && ++elements > maxElements) return false;
          }
        }
        if (c === GT) {
          inMarkup = false;
          matched = -1;
        }
      }
      return true;
    },
    get elements() {
      return elements;
    },
    get chars() {
      return chars;
    },
  };
}

/** The shared strings (`<si>` elements) and their characters, within an import's bounds. */
export function countSharedStrings(limits: Pick<SpreadsheetLimits, 'maxSharedStrings' | 'maxSharedChars'>): ElementCounter {
  return countElements('si', limits.maxSharedStrings, limits.maxSharedChars);
}

// Hand-written .xlsx files of any size for the parse-bound tests: a sheet whose cells point into a
// shared-strings part of our choosing (500 000 short strings, 45 MB of text), written straight as
// XML and zipped by zipOf, so a file the size of an attack is made in a second or two, in memory,
// with nothing binary committed.
import { zipOf } from './zip-fixture.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export interface SharedStringsBook {
  /** The first sheet's rows, each cell a shared string's text (the header included). */
  rows: string[][];
  /** Extra shared strings after the ones the rows use (what no cell shows still has to be read). */
  extraStrings?: number;
  /** The text of extra string `i`. */
  extra?: (i: number) => string;
}

/** The shared-strings part alone, as bytes: the strings the rows use, then the extra ones. */
function sharedStringsXml(strings: string[], extraStrings: number, extra: (i: number) => string): Buffer {
  const parts: string[] = [`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length + extraStrings}" uniqueCount="${strings.length + extraStrings}">`];
  for (const text of strings) parts.push(`<si><t xml:space="preserve">${escape(text)}</t></si>`);
  for (let i = 0; i < extraStrings; i++) parts.push(`<si><t>${escape(extra(i))}</t></si>`);
  parts.push('</sst>');
  return Buffer.from(parts.join(''));
}

const part = (name: string, text: string) => ({ name, data: Buffer.from(text) });

/** The parts every workbook here has, around its sheet and shared strings. */
function workbookParts(sheetXml: string, sharedStrings: Buffer) {
  return zipOf([
    part(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    ),
    part(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    part(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    ),
    { name: 'xl/sharedStrings.xml', data: sharedStrings },
    part('xl/worksheets/sheet1.xml', sheetXml),
  ]);
}

const worksheet = (rows: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;

export function sharedStringsWorkbook(book: SharedStringsBook): Buffer {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const sheetRows = book.rows.map((cells, r) => {
    const xml = cells.map((text, c) => {
      let at = index.get(text);
      if (at === undefined) {
        at = strings.push(text) - 1;
        index.set(text, at);
      }
      return `<c r="${columnName(c)}${r + 1}" t="s"><v>${at}</v></c>`;
    });
    return `<row r="${r + 1}">${xml.join('')}</row>`;
  });
  return workbookParts(worksheet(sheetRows), sharedStringsXml(strings, book.extraStrings ?? 0, book.extra ?? ((i) => `s${i}`)));
}

/**
 * A sheet of `rows` rows under `header`, each with one inline text of `cellChars` characters (text in
 * the sheet itself, not shared): within every bound of the sample import at 200 rows of 100 000
 * characters, yet it takes more heap to read than a small worker has.
 */
export function inlineTextWorkbook(header: string[], rows: number, cellChars: number): Buffer {
  // Varied enough to pack like text (a zip bomb's ratio is refused), alike enough to stay small.
  let state = 7;
  const block = Array.from({ length: 2000 }, () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return String.fromCharCode(97 + ((state >> 16) % 26));
  }).join('');
  const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`;
  const sheetRows = [`<row r="1">${header.map((text, c) => inline(`${columnName(c)}1`, text)).join('')}</row>`];
  for (let r = 2; r <= rows + 1; r++) sheetRows.push(`<row r="${r}">${inline(`A${r}`, `${r}${block}`.repeat(Math.ceil(cellChars / 2000)).slice(0, cellChars))}</row>`);
  return workbookParts(worksheet(sheetRows), Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"></sst>'));
}

/** Distinct short text that packs like a column of similar cells (a fixed stem and a counter). */
export function shortText(i: number, length = 16): string {
  const counter = String(i);
  return `sample-name-${'x'.repeat(Math.max(0, length - 12 - counter.length))}${counter}`.slice(-Math.max(length, counter.length));
}

// Draws a proforma invoice's lines (proforma-content.ts) as an A4 PDF with pdf-lib (decision 0085).
// Chinese needs a CJK font, and the machine's fonts are not to be relied on: Noto Sans SC (OFL) comes
// from npm and only the glyphs used are embedded (`subset: true`), so a page is a few kilobytes.
// Memory: the font file (10 MB) is read once, on the first invoice, and its bytes kept outside the
// heap (a Buffer); one invoice is drawn at a time (about 13 MB of heap and 100 ms each) and a few more
// wait their turn, so a burst of downloads cannot exhaust a server capped at 192 MB of old space.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { INVOICE_MESSAGES } from '../../../contracts/invoice-rules.ts';
import { tooMany } from '../../http/errors.ts';
import { createImageGate } from '../media/image-gate.ts';
import type { ProformaContent, ProformaLine } from './proforma-content.ts';

const require = createRequire(import.meta.url);

// A UMD bundle: an ESM import of it sees no named exports and its types declare no default, so it is required.
const fontkit = require('@pdf-lib/fontkit') as Parameters<PDFDocument['registerFontkit']>[0];

let fontFile: Promise<Buffer> | null = null;

/** The font's bytes, read on first use and kept; a failed read is tried again next time. */
function fontBytes(): Promise<Buffer> {
  if (!fontFile) {
    // Resolved when first needed (a missing font fails the invoice, never the server's start). The
    // regular weight only: a second one would double the memory and the time to subset for a bold title.
    fontFile = Promise.resolve().then(() => readFile(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));
    fontFile.catch(() => {
      fontFile = null;
    });
  }
  return fontFile;
}

/** Invoices waiting for their turn beside the one being drawn; past them a request is refused (429). */
export const PROFORMA_WAITING = 8;

/**
 * One invoice drawn at a time in this process, the next few waiting in arrival order: the gate the
 * image uploads use (media/image-gate.ts), with the invoice's own refusal.
 */
export const proformaGate = createImageGate(1, PROFORMA_WAITING, () => tooMany(INVOICE_MESSAGES.proformaBusy));

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const ACCENT = rgb(0.05, 0.33, 0.6);
const RULE = rgb(0.8, 0.8, 0.8);

/** Text in lines no wider than `width`: Latin breaks at spaces, CJK between any two characters. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    const next = line + char;
    if (line === '' || measure(next) <= width) {
      line = next;
      continue;
    }
    const space = line.lastIndexOf(' ');
    if (char !== ' ' && space > 0) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + char;
    } else {
      lines.push(line);
      line = char === ' ' ? '' : char;
    }
  }
  if (line.trim() !== '') lines.push(line);
  return lines.length ? lines : [''];
}

/** Where the next line goes; a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly widths = new Map<string, number>();
  private readonly doc: PDFDocument;
  private readonly font: PDFFont;

  constructor(doc: PDFDocument, font: PDFFont) {
    this.doc = doc;
    this.font = font;
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** The width at `size`, from per-character widths measured once (kerning does not matter here). */
  measure(text: string, size: number): number {
    let total = 0;
    for (const char of text) {
      let width = this.widths.get(char);
      if (width === undefined) {
        width = this.font.widthOfTextAtSize(char, 1);
        this.widths.set(char, width);
      }
      total += width;
    }
    return total * size;
  }

  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  gap(height: number) {
    this.y -= height;
  }

  /** Wrapped text at `x` within `width`, line by line onto the next page when this one is full. */
  text(text: string, options: { size: number; x?: number; width?: number; color?: Color }) {
    const x = options.x ?? MARGIN;
    const lines = wrapText(text, options.width ?? WIDTH - (x - MARGIN), (part) => this.measure(part, options.size));
    const lineHeight = options.size * 1.45;
    for (const line of lines) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y + options.size * 0.3, size: options.size, font: this.font, color: options.color ?? INK });
    }
  }

  /** A right-aligned line at the current height (the title beside the company). */
  right(text: string, size: number, top: number, color: Color = INK) {
    this.page.drawText(text, { x: MARGIN + WIDTH - this.measure(text, size), y: top, size, font: this.font, color });
  }

  top(): number {
    return this.y;
  }

  rule(thickness = 0.6, color: Color = RULE) {
    this.room(8);
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness, color });
    this.y -= 6;
  }

  /** Label and value in two columns: the label (short) on the value's first line, the value wrapped in its own column. */
  pairs(lines: readonly ProformaLine[], size: number, labelWidth = 110) {
    for (const line of lines) {
      this.room(size * 1.45);
      this.page.drawText(line.label, { x: MARGIN, y: this.y - size * 1.45 + size * 0.3, size, font: this.font, color: MUTED });
      this.text(line.value, { size, x: MARGIN + labelWidth, width: WIDTH - labelWidth });
    }
  }

  /**
   * One row of cells side by side, each wrapped in its column (the last one right-aligned when asked):
   * the whole row on one page, the next row below its tallest cell.
   */
  cells(cells: readonly string[], widths: readonly number[], size: number, options: { color?: Color; alignLastRight?: boolean } = {}) {
    const lineHeight = size * 1.45;
    const rightAligned = (index: number) => options.alignLastRight === true && index === cells.length - 1;
    const wrapped = cells.map((cell, index) => (rightAligned(index) ? [cell] : wrapText(cell, widths[index] - 10, (part) => this.measure(part, size))));
    const height = lineHeight * Math.max(1, ...wrapped.map((lines) => lines.length));
    this.room(height);
    let x = MARGIN;
    wrapped.forEach((lines, index) => {
      lines.forEach((line, n) => {
        const lineX = rightAligned(index) ? MARGIN + WIDTH - this.measure(line, size) : x;
        this.page.drawText(line, { x: lineX, y: this.y - lineHeight * (n + 1) + size * 0.3, size, font: this.font, color: options.color ?? INK });
      });
      x += widths[index];
    });
    this.y -= height;
  }
}

/** The service row's columns: description (wide), quantity, amount (right-aligned). */
const ITEM_WIDTHS = [WIDTH * 0.6, WIDTH * 0.18, WIDTH * 0.22];
/** The sample list: three names a row. */
const SAMPLE_COLUMNS = 3;
const SAMPLE_WIDTHS = Array.from({ length: SAMPLE_COLUMNS }, () => WIDTH / SAMPLE_COLUMNS);

/** The PDF of one proforma invoice; `now` stamps its creation date (the app's clock). */
async function draw(content: ProformaContent, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await fontBytes(), { subset: true });
  doc.setTitle(content.metadata.title, { showInWindowTitleBar: true });
  doc.setSubject(content.metadata.subject);
  doc.setAuthor(content.metadata.author);
  doc.setKeywords(content.metadata.keywords);
  doc.setLanguage(content.metadata.language);
  doc.setCreator(content.metadata.author);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const w = new Writer(doc, font);
  // The company on the left, the document's name on the right of the same first lines.
  const top = w.top();
  w.right(content.title, 20, top - 20, ACCENT);
  if (content.subtitle) w.right(content.subtitle, 9, top - 36, MUTED);
  w.text(content.seller.name, { size: 13, width: WIDTH * 0.58 });
  for (const line of content.seller.lines) w.text(line, { size: 8.5, color: MUTED, width: WIDTH * 0.58 });
  w.gap(Math.max(0, w.top() - (top - 44)));
  w.rule(1.2, ACCENT);
  w.pairs(content.facts, 9.5);
  w.rule();

  w.text(content.buyerHeading, { size: 11, color: ACCENT });
  w.pairs(content.buyer, 9.5);
  w.rule();

  w.text(content.itemsHeading, { size: 11, color: ACCENT });
  w.cells(content.itemColumns, ITEM_WIDTHS, 9, { color: MUTED, alignLastRight: true });
  w.rule(0.4);
  w.cells(content.item, ITEM_WIDTHS, 10, { alignLastRight: true });
  if (content.details.length) {
    w.gap(4);
    w.pairs(content.details, 9);
  }
  if (content.samplesHeading) {
    w.gap(6);
    w.text(content.samplesHeading, { size: 9, color: MUTED });
    for (let i = 0; i < content.samples.length; i += SAMPLE_COLUMNS) w.cells(content.samples.slice(i, i + SAMPLE_COLUMNS), SAMPLE_WIDTHS, 9);
  }
  w.rule();
  w.pairs([content.total], 12, 160);
  if (content.quoteNote) w.pairs([content.quoteNote], 9, 160);
  w.rule();

  w.text(content.notesHeading, { size: 10, color: ACCENT });
  for (const note of content.notes) w.text(`· ${note}`, { size: 8.5, color: MUTED });

  return doc.save();
}

/** Renders one proforma invoice after any being drawn; refused (429) when too many already wait. */
export function renderProformaPdf(content: ProformaContent, now: Date): Promise<Uint8Array> {
  return proformaGate.run(() => draw(content, now));
}

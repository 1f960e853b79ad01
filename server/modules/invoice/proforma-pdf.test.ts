// Drawing the proforma invoice (decision 0085): lines wrap within their column (Latin at spaces, CJK
// anywhere), a real PDF comes out with the properties set, and invoices are drawn one at a time with
// a few waiting (the rest refused as busy) so a burst cannot exhaust the server's heap.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { proformaContent } from './proforma-content.ts';
import { PROFORMA_WAITING, proformaGate, renderProformaPdf, wrapText } from './proforma-pdf.ts';

/** One unit of width a character. */
const count = (text: string) => [...text].length;

describe('wrapText', () => {
  it('breaks Latin text at spaces and CJK text between characters', () => {
    expect(wrapText('one two three four', 9, count)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('形式发票不作为报销凭证', 4, count)).toEqual(['形式发票', '不作为报', '销凭证']);
    expect(wrapText('averyveryverylongword', 8, count)).toEqual(['averyver', 'yverylon', 'gword']);
    expect(wrapText('', 8, count)).toEqual(['']);
  });
});

const content = proformaContent({
  lang: 'zh',
  now: new Date('2026-11-29T04:00:00Z'),
  seller: { name: '澄源基因编辑科技有限公司', address: '江苏省苏州市工业园区示例路 88 号', phone: '0512-00000000', email: 'service@example.com' },
  order: { kind: 'guide', orderno: 'GS20261129000001', create_time: new Date('2026-11-28T04:00:00Z') },
  cell: null,
  samples: ['S-1', 'S-2'],
  quote: { amount: 4800, currency: 'CNY', note: null },
  customer: { name: '张三', company: '示例大学', email: 'zhang@example.edu.cn', phone: null },
  billing: { title: '示例大学', taxNo: null },
});

describe('renderProformaPdf', () => {
  it('draws a one-page PDF with a subset of the font and the properties set', async () => {
    const bytes = await renderProformaPdf(content, new Date('2026-11-29T04:00:00Z'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(50_000);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('形式发票 PI-GS20261129000001');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-29T04:00:00.000Z');
  });

  it('draws one at a time: with the gate busy and its waiting places taken, an invoice is refused at once (429)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // One piece of work holds the gate, and the waiting places fill behind it.
    const holders = Array.from({ length: PROFORMA_WAITING + 1 }, () => proformaGate.run(() => held));
    await new Promise((resolve) => setImmediate(resolve));
    expect(proformaGate.running).toBe(1);
    expect(proformaGate.waiting).toBe(PROFORMA_WAITING);
    await expect(renderProformaPdf(content, new Date())).rejects.toMatchObject({ code: 429, message: '形式发票生成繁忙，请稍后再试' });
    release();
    await Promise.all(holders);
    // Free again: the next invoice is drawn, and never more than one ran at once.
    expect((await renderProformaPdf(content, new Date())).length).toBeGreaterThan(0);
    expect(proformaGate.mostAtOnce).toBe(1);
  });
});

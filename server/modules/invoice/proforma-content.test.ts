// The proforma invoice's wording (decision 0085), without drawing a PDF: number and date, the company,
// the customer billed to the invoice title, the service and its samples, the quote as the site prints
// money, the not-a-tax-invoice note, and an English version with no Chinese of its own.
import { describe, expect, it } from 'vitest';
import { proformaContent, proformaNumber, shanghaiDay, type ProformaFacts } from './proforma-content.ts';

const HAN = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

function facts(overrides: Partial<ProformaFacts> = {}): ProformaFacts {
  return {
    lang: 'zh',
    // 17:30 UTC is already the next day in Shanghai.
    now: new Date('2026-11-29T17:30:00Z'),
    seller: { name: '澄源基因编辑科技有限公司', address: '江苏省苏州市工业园区示例路 88 号', phone: '0512-00000000', email: 'service@example.com' },
    order: { kind: 'guide', orderno: 'GS20261120123456', create_time: new Date('2026-11-20T02:00:00Z') },
    cell: null,
    samples: ['S-1', 'S-2', 'S-3'],
    quote: { amount: 4800, currency: 'CNY', note: '含税，含运费' },
    customer: { name: '张三', company: '示例大学', email: 'zhang@example.edu.cn', phone: '13800000000' },
    billing: { title: '示例大学', taxNo: '12100000400000624D' },
    ...overrides,
  };
}

const valueOf = (lines: ReadonlyArray<{ label: string; value: string }>, label: string) => lines.find((line) => line.label === label)?.value;

describe('proformaContent in Chinese', () => {
  const content = proformaContent(facts());

  it('is numbered after the order and dated by the clock in Asia/Shanghai', () => {
    expect(proformaNumber('GS20261120123456')).toBe('PI-GS20261120123456');
    expect(content.number).toBe('PI-GS20261120123456');
    expect(shanghaiDay(new Date('2026-11-29T17:30:00Z'))).toBe('2026-11-30');
    expect(content.facts).toEqual([
      { label: '发票编号', value: 'PI-GS20261120123456' },
      { label: '开具日期', value: '2026-11-30' },
      { label: '订单编号', value: 'GS20261120123456' },
      { label: '下单日期', value: '2026-11-20' },
    ]);
    expect(content.fileName).toBe('形式发票-GS20261120123456.pdf');
  });

  it('names itself 形式发票 / PROFORMA INVOICE, in its properties too', () => {
    expect(content.title).toBe('形式发票');
    expect(content.subtitle).toBe('PROFORMA INVOICE');
    expect(content.metadata).toEqual({
      title: '形式发票 PI-GS20261120123456',
      subject: '订单 GS20261120123456 的形式发票',
      author: '澄源基因编辑科技有限公司',
      keywords: ['PI-GS20261120123456', 'GS20261120123456'],
      language: 'zh-CN',
    });
  });

  it('shows the company as the settings give it', () => {
    expect(content.seller).toEqual({ name: '澄源基因编辑科技有限公司', lines: ['江苏省苏州市工业园区示例路 88 号', '电话：0512-00000000    邮箱：service@example.com'] });
  });

  it('bills the customer to the invoice title and tax number', () => {
    expect(content.buyerHeading).toBe('客户信息');
    expect(content.buyer).toEqual([
      { label: '客户', value: '张三' },
      { label: '单位', value: '示例大学' },
      { label: '发票抬头', value: '示例大学' },
      { label: '纳税人识别号', value: '12100000400000624D' },
      { label: '邮箱', value: 'zhang@example.edu.cn' },
      { label: '电话', value: '13800000000' },
    ]);
  });

  it('lists the service, every sample and the quote as the order pages print money', () => {
    expect(content.itemColumns).toEqual(['服务项目', '数量', '金额']);
    expect(content.item).toEqual(['GUIDE-seq脱靶检测', '3 个样本', '¥4,800.00']);
    expect(content.samplesHeading).toBe('样本清单（共 3 个）');
    expect(content.samples).toEqual(['1. S-1', '2. S-2', '3. S-3']);
    expect(content.details).toEqual([]);
    expect(content.total).toEqual({ label: '合计（报价金额）', value: '¥4,800.00' });
    expect(content.quoteNote).toEqual({ label: '报价说明', value: '含税，含运费' });
  });

  it('says it is not a tax invoice and not a reimbursement voucher', () => {
    expect(content.notes.join('')).toContain('不是税务发票');
    expect(content.notes.join('')).toContain('不作为报销凭证');
  });
});

describe('proformaContent in English', () => {
  const content = proformaContent(facts({ lang: 'en', seller: { name: 'Chengyuan Gene Editing Technology Co., Ltd.', address: '', phone: '0512-00000000', email: 'service@example.com' }, quote: { amount: 1234.5, currency: 'USD', note: null } }));

  it('is English throughout, apart from what the customer typed', () => {
    expect(content.title).toBe('PROFORMA INVOICE');
    expect(content.subtitle).toBeNull();
    expect(content.metadata.title).toBe('PROFORMA INVOICE PI-GS20261120123456');
    expect(content.metadata.language).toBe('en');
    expect(content.fileName).toBe('proforma-invoice-GS20261120123456.pdf');
    expect(content.item).toEqual(['GUIDE-seq off-target detection', '3 samples', 'USD 1,234.50']);
    const own = [
      content.title,
      content.buyerHeading,
      content.itemsHeading,
      content.samplesHeading ?? '',
      content.notesHeading,
      ...content.notes,
      ...content.itemColumns,
      ...content.item,
      ...[...content.facts, ...content.buyer, content.total].map((line) => line.label),
      ...content.seller.lines,
    ];
    expect(own.filter((text) => HAN.test(text))).toEqual([]);
    expect(content.notes.join(' ')).toContain('not a tax invoice');
  });

  it('leaves out what the settings have not translated, and a quote without a note has none', () => {
    expect(content.seller.lines).toEqual(['Tel: 0512-00000000    E-mail: service@example.com']);
    expect(content.quoteNote).toBeNull();
  });
});

describe('proformaContent of a cell-line order', () => {
  it('describes the order by its form (service type, gene, host, deliverable) instead of samples', () => {
    const cell = { leixing: '单基因敲除', target: 'TP53', host: 'HEK293T', deliverable: '单克隆纯合子细胞株' };
    const zh = proformaContent(facts({ order: { kind: 'cell', orderno: 'CL20261120000001', create_time: new Date('2026-11-20T02:00:00Z') }, cell, samples: [] }));
    expect(zh.item).toEqual(['细胞株构建：单基因敲除', '1 项', '¥4,800.00']);
    expect(zh.details).toEqual([
      { label: '目标基因', value: 'TP53' },
      { label: '宿主细胞', value: 'HEK293T' },
      { label: '交付形式', value: '单克隆纯合子细胞株' },
    ]);
    expect(zh.samplesHeading).toBeNull();
    expect(zh.samples).toEqual([]);
    const en = proformaContent(facts({ lang: 'en', order: { kind: 'cell', orderno: 'CL20261120000001', create_time: new Date() }, cell, samples: [] }));
    expect(en.item[0]).toBe('Cell line construction: Single-gene knockout');
    expect(valueOf(en.details, 'Deliverable')).toBe('Monoclonal homozygous cell line');
  });
});

describe('what a line can hold', () => {
  it('flattens line breaks and control characters, and drops empty lines', () => {
    const content = proformaContent(
      facts({
        samples: ['A\nB', 'C\u0000D'],
        customer: { name: '张三', company: null, email: 'zhang@example.edu.cn', phone: null },
        billing: { title: null, taxNo: null },
      }),
    );
    expect(content.samples).toEqual(['1. A B', '2. C D']);
    expect(content.buyer.map((line) => line.label)).toEqual(['客户', '邮箱']);
  });
});

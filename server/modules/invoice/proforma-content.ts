// What a proforma invoice (形式发票, decision 0085) says, as lines of text in the customer's page
// language: the company as the site shows it, the number and date, the customer, the order's service
// and samples, the quote staff entered at confirmation, and that it is not a tax invoice. A pure
// function of the order's facts, so the wording is tested without drawing a PDF (proforma-pdf.ts
// draws these lines and nothing else).
import { messageIn } from '../../../contracts/english-messages.ts';
import { formatMoney } from '../../../contracts/money.ts';
import type { OrderKind } from '../../../contracts/order.ts';
import { ORDER_KIND_LABELS } from '../../../contracts/order-ops.ts';
// Its English pairs: a cell order's stored answers (单基因敲除 …) are shown through messageIn.
import '../../../contracts/order-cell-options.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';

export interface ProformaFacts {
  lang: PageLanguage;
  /** The moment of issue (the app's clock); the date printed is its day in Asia/Shanghai. */
  now: Date;
  /** The company as the site's settings show it in this language; empty fields are left out. */
  seller: { name: string; address: string; phone: string; email: string };
  order: { kind: OrderKind; orderno: string; create_time: Date };
  /** A cell-line order's form answers (it has no samples). */
  cell: { leixing: string; target: string | null; host: string | null; deliverable: string | null } | null;
  /** The samples of a GUIDE-seq or amplicon order, in their order. */
  samples: readonly string[];
  quote: { amount: number; currency: string; note: string | null };
  customer: { name: string; company: string | null; email: string; phone: string | null };
  /** 发票抬头 and 税号: the invoice request's when there is one, else the account's. */
  billing: { title: string | null; taxNo: string | null };
}

export interface ProformaLine {
  label: string;
  value: string;
}

export interface ProformaContent {
  /** PI-<order number>. */
  number: string;
  fileName: string;
  /** The document's properties (Title, Subject, Author, Keywords, Lang). */
  metadata: { title: string; subject: string; author: string; keywords: string[]; language: string };
  /** 形式发票 and, under it, PROFORMA INVOICE (the Chinese document names itself in both). */
  title: string;
  subtitle: string | null;
  seller: { name: string; lines: string[] };
  facts: ProformaLine[];
  buyerHeading: string;
  buyer: ProformaLine[];
  itemsHeading: string;
  /** Column titles, then one row: the service, its quantity, the amount. */
  itemColumns: [string, string, string];
  item: [string, string, string];
  details: ProformaLine[];
  samplesHeading: string | null;
  /** "1. S-1" …: every sample by name. */
  samples: string[];
  total: ProformaLine;
  quoteNote: ProformaLine | null;
  notesHeading: string;
  notes: string[];
}

const WORDS = {
  zh: {
    title: '形式发票',
    subtitle: 'PROFORMA INVOICE',
    tel: '电话',
    email: '邮箱',
    number: '发票编号',
    date: '开具日期',
    orderno: '订单编号',
    orderDate: '下单日期',
    buyer: '客户信息',
    name: '客户',
    company: '单位',
    billTitle: '发票抬头',
    taxNo: '纳税人识别号',
    phone: '电话',
    items: '服务内容',
    columns: ['服务项目', '数量', '金额'] as [string, string, string],
    sampleCount: (n: number) => `${n} 个样本`,
    oneOrder: '1 项',
    colon: '：',
    target: '目标基因',
    host: '宿主细胞',
    deliverable: '交付形式',
    samples: (n: number) => `样本清单（共 ${n} 个）`,
    total: '合计（报价金额）',
    quoteNote: '报价说明',
    notes: '说明',
    noteLines: [
      '本形式发票仅供付款、预算审批及报价核对参考，不是税务发票，不作为报销凭证。',
      '金额为本公司确认订单时的报价。正式发票请在订单页面申请。',
    ],
    subject: (orderno: string) => `订单 ${orderno} 的形式发票`,
    file: (orderno: string) => `形式发票-${orderno}.pdf`,
    language: 'zh-CN',
  },
  en: {
    title: 'PROFORMA INVOICE',
    subtitle: null,
    tel: 'Tel',
    email: 'E-mail',
    number: 'Invoice number',
    date: 'Date of issue',
    orderno: 'Order number',
    orderDate: 'Order date',
    buyer: 'Bill to',
    name: 'Customer',
    company: 'Organisation',
    billTitle: 'Invoice title',
    taxNo: 'Taxpayer ID',
    phone: 'Phone',
    items: 'Services',
    columns: ['Service', 'Quantity', 'Amount'] as [string, string, string],
    sampleCount: (n: number) => (n === 1 ? '1 sample' : `${n} samples`),
    oneOrder: '1',
    colon: ': ',
    target: 'Target gene',
    host: 'Host cell',
    deliverable: 'Deliverable',
    samples: (n: number) => `Samples (${n})`,
    total: 'Total (quoted amount)',
    quoteNote: 'Quote note',
    notes: 'Notes',
    noteLines: [
      'This proforma invoice is for payment, budget approval and reference only. It is not a tax invoice (fapiao) and cannot be used for reimbursement.',
      'The amount is the quote we gave when we confirmed the order. Request the official invoice on the order page.',
    ],
    subject: (orderno: string) => `Proforma invoice of order ${orderno}`,
    file: (orderno: string) => `proforma-invoice-${orderno}.pdf`,
    language: 'en',
  },
} as const;

const SHANGHAI_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 2026-11-29: the day in Asia/Shanghai, the company's calendar. */
export const shanghaiDay = (date: Date): string => SHANGHAI_DAY.format(date);

/** One line of text: a PDF line cannot hold a line break or a control character. */
// oxlint-disable-next-line no-control-regex -- replacing them is the point
const flat = (text: string | null | undefined): string => (text ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** Only the lines with something to say. */
const present = (lines: ProformaLine[]): ProformaLine[] => lines.map((line) => ({ label: line.label, value: flat(line.value) })).filter((line) => line.value !== '');

/** The number of an order's proforma: it belongs to the order, so asking again gives the same one. */
export const proformaNumber = (orderno: string): string => `PI-${orderno}`;

export function proformaContent(facts: ProformaFacts): ProformaContent {
  const w = WORDS[facts.lang];
  const { order, seller, customer, billing, quote } = facts;
  const number = proformaNumber(order.orderno);
  const kind = messageIn(facts.lang, ORDER_KIND_LABELS[order.kind]);
  const inLanguage = (text: string | null) => (text ? messageIn(facts.lang, text) : '');
  const amount = formatMoney(quote.amount, quote.currency);
  const title = `${w.title} ${number}`;
  const cell = facts.cell;
  const samples = cell ? [] : facts.samples.map((name, index) => `${index + 1}. ${flat(name)}`);

  return {
    number,
    fileName: w.file(order.orderno),
    metadata: { title, subject: w.subject(order.orderno), author: flat(seller.name), keywords: [number, order.orderno], language: w.language },
    title: w.title,
    subtitle: w.subtitle,
    seller: {
      name: flat(seller.name),
      lines: [flat(seller.address), [seller.phone ? `${w.tel}${w.colon}${flat(seller.phone)}` : '', seller.email ? `${w.email}${w.colon}${flat(seller.email)}` : ''].filter(Boolean).join('    ')].filter(Boolean),
    },
    facts: present([
      { label: w.number, value: number },
      { label: w.date, value: shanghaiDay(facts.now) },
      { label: w.orderno, value: order.orderno },
      { label: w.orderDate, value: shanghaiDay(order.create_time) },
    ]),
    buyerHeading: w.buyer,
    buyer: present([
      { label: w.name, value: customer.name },
      { label: w.company, value: customer.company ?? '' },
      { label: w.billTitle, value: billing.title ?? '' },
      { label: w.taxNo, value: billing.taxNo ?? '' },
      { label: w.email, value: customer.email },
      { label: w.phone, value: customer.phone ?? '' },
    ]),
    itemsHeading: w.items,
    itemColumns: w.columns,
    item: [cell ? `${kind}${w.colon}${flat(inLanguage(cell.leixing))}` : kind, cell ? w.oneOrder : w.sampleCount(facts.samples.length), amount],
    details: cell
      ? present([
          { label: w.target, value: cell.target ?? '' },
          { label: w.host, value: cell.host ?? '' },
          { label: w.deliverable, value: inLanguage(cell.deliverable) },
        ])
      : [],
    samplesHeading: cell ? null : w.samples(facts.samples.length),
    samples,
    total: { label: w.total, value: amount },
    quoteNote: quote.note && flat(quote.note) ? { label: w.quoteNote, value: flat(quote.note) } : null,
    notesHeading: w.notes,
    notes: [...w.noteLines],
  };
}

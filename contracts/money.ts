// Money as the site shows it: the order pages, the console and the proforma invoice PDF (rendered on
// the server) print a quote alike, so the format lives here and not in a page's module.

const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** ¥1,234.50 for yuan; another currency keeps its code in front (USD 12.00). */
export function formatMoney(amount: number, currency = 'CNY'): string {
  const digits = YUAN.format(amount);
  return currency === 'CNY' ? `¥${digits}` : `${currency} ${digits}`;
}

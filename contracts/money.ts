// Money as the site shows it: the order pages, the console and the proforma invoice PDF (rendered on
// the server) print a quote alike, so the format lives here and not in a page's module.
//
// Written out rather than with Intl.NumberFormat('zh-CN'): building that formatter when this module
// was evaluated cost a console page a sixth of its script evaluation on a phone (decision 0091), and
// two decimals with groups of three is all it did. money.test.ts holds the two to the same output.

/**
 * 1234.5 → "1,234.50": two decimals, thousands grouped with commas, rounded as Intl rounds: half away
 * from zero on the number's shortest decimal form (0.015 → 0.02, where toFixed gives 0.01).
 */
function yuanDigits(amount: number): string {
  const text = String(Math.abs(amount));
  let cents: bigint;
  if (/e/i.test(text)) {
    cents = BigInt(Math.round(Math.abs(amount) * 100));
  } else {
    const [whole = '0', fraction = ''] = text.split('.');
    cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
    if ((fraction[2] ?? '0') >= '5') cents += 1n;
  }
  const digits = cents.toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 && cents !== 0n ? '-' : ''}${grouped}.${digits.slice(-2)}`;
}

/** ¥1,234.50 for yuan; another currency keeps its code in front (USD 12.00). */
export function formatMoney(amount: number, currency = 'CNY'): string {
  const digits = yuanDigits(amount);
  return currency === 'CNY' ? `¥${digits}` : `${currency} ${digits}`;
}

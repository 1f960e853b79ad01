// Pure rules of /techService: reading its query string (type, id, molds, keyword, page, size), the
// addresses of other pages of the list, and the price text. Kept apart from the route for unit tests.
import { TECH_SERVICE_PATH } from '../../../contracts/category-nav.ts';
import { parsePositiveInt } from '../../../contracts/numbers.ts';
import { TECH_PAGE_SIZE, TECH_PAGE_SIZES } from '../../../contracts/product-constants.ts';

export interface TechServiceQuery {
  /** Category id; null when absent or malformed. */
  id: number | null;
  /** True when the query carried an id at all (a malformed one included). */
  idGiven: boolean;
  molds: string | null;
  keyword: string;
  /** 1-based in the page's own address. */
  page: number;
  size: number;
}

export function parseTechServiceQuery(search: URLSearchParams): TechServiceQuery {
  const rawId = search.get('id');
  const idGiven = rawId !== null && rawId.trim() !== '';
  const molds = search.get('molds')?.trim() || null;
  const size = parsePositiveInt(search.get('size'));
  return {
    id: idGiven ? parsePositiveInt(rawId) : null,
    idGiven,
    // Only the kinds' plain names: anything else cannot match a menu entry anyway.
    molds: molds && /^[a-z0-9_]{1,40}$/i.test(molds) ? molds : null,
    keyword: (search.get('keyword') ?? '').trim().slice(0, 100),
    page: parsePositiveInt(search.get('page'), 100_000) ?? 1,
    // An unlisted size falls back to the default rather than asking for arbitrary pages.
    size: size !== null && (TECH_PAGE_SIZES as readonly number[]).includes(size) ? size : TECH_PAGE_SIZE,
  };
}

/**
 * The list's address with some values changed: keeps type, id and molds, drops page 1 and the default
 * size. A new keyword or size starts again at page 1 (spec: search resets to the first page).
 */
export function techServiceHref(search: URLSearchParams, change: { page?: number; size?: number; keyword?: string }): string {
  const next = new URLSearchParams();
  for (const key of ['type', 'id', 'molds']) {
    const value = search.get(key);
    if (value) next.set(key, value);
  }
  const keyword = change.keyword ?? search.get('keyword') ?? '';
  if (keyword.trim()) next.set('keyword', keyword.trim());
  const size = change.size ?? parsePositiveInt(search.get('size')) ?? TECH_PAGE_SIZE;
  if (size !== TECH_PAGE_SIZE) next.set('size', String(size));
  const restart = change.keyword !== undefined || change.size !== undefined;
  const page = restart ? 1 : (change.page ?? 1);
  if (page > 1) next.set('page', String(page));
  const text = next.toString();
  return text ? `${TECH_SERVICE_PATH}?${text}` : TECH_SERVICE_PATH;
}

/** "1800" → "¥1,800"; free text stays as it is; nothing → `onRequest` (询价, or the page's language). */
export function priceText(price: string | null | undefined, onRequest = '询价'): string {
  const value = (price ?? '').trim();
  if (!value) return onRequest;
  if (/^\d+(\.\d+)?$/.test(value)) return `¥${groupedNumber(value)}`;
  return value;
}

// A price as `Number(text).toLocaleString('en-US')` writes it. Number formatting is the dearest
// thing a phone does while the services table hydrates (its first locale call loads ICU's data), so
// the usual prices (up to 15 digits, 3 decimals) are grouped by hand; the rest go to Intl.
const PLAIN_PRICE = /^0*(\d{1,15})(?:\.(\d{0,3})0*)?$/;
let enNumbers: Intl.NumberFormat | undefined;

function groupedNumber(digits: string): string {
  const plain = PLAIN_PRICE.exec(digits);
  if (!plain) return (enNumbers ??= new Intl.NumberFormat('en-US')).format(Number(digits));
  const [, whole, fraction = ''] = plain;
  const decimals = fraction.replace(/0+$/, '');
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (decimals ? `.${decimals}` : '');
}

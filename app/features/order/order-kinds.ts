// Per order kind: the calls (contracts/api/order.ts) and the pages of spec/ordering.md sections 2 and
// 7, so the order centre, the forms, the lists and the details are one set of components for
// GUIDE-seq and amplicon.
import { sampleOrderApi, type SampleOrderEndpoints } from '../../../contracts/api/order.ts';
import { ORDER_MESSAGES, type SampleOrderKind } from '../../../contracts/order.ts';

export interface SampleKindConfig {
  kind: SampleOrderKind;
  /** Name in breadcrumbs and titles. */
  title: string;
  api: SampleOrderEndpoints;
  pages: { action: string; list: string; detail: string };
  editedMessage: string;
}

export const SAMPLE_KINDS: Record<SampleOrderKind, SampleKindConfig> = {
  guide: {
    kind: 'guide',
    title: 'GUIDE-seq脱靶检测',
    api: sampleOrderApi.guide,
    pages: { action: '/orderSeqAction', list: '/orderSeqList', detail: '/orderSeqDetail' },
    editedMessage: ORDER_MESSAGES.guideEdited,
  },
  amplicon: {
    kind: 'amplicon',
    title: '扩增子检测',
    api: sampleOrderApi.amplicon,
    pages: { action: '/orderAmpliconAction', list: '/orderAmpliconList', detail: '/orderAmpliconDetail' },
    editedMessage: ORDER_MESSAGES.ampliconEdited,
  },
};

/** A positive integer from a query value, or null (a page reached with a bad query shows its empty state). */
export function queryId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** `path?key=value…` without empty values. */
export function href(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

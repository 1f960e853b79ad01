// Per order kind: the calls (contracts/api/order.ts) and the pages of spec/ordering.md sections 2 and
// 7, so the order centre, the forms, the lists and the details are one set of components for
// GUIDE-seq and amplicon.
import { sampleOrderApi, type SampleOrderEndpoints } from '../../../contracts/api/order.ts';
import { ORDER_MESSAGES, type SampleOrderKind } from '../../../contracts/order.ts';
import type { PageName } from '../../../contracts/page-paths.ts';

export interface SampleKindConfig {
  kind: SampleOrderKind;
  /** Name in breadcrumbs and titles. */
  title: string;
  api: SampleOrderEndpoints;
  /** Its pages by name (contracts/page-paths.ts): all read the same order query (id, oid, orderno, kind). */
  pages: { action: Extract<PageName, `order-${string}-action`>; list: Extract<PageName, `order-${string}-list`>; detail: Extract<PageName, `order-${string}-detail`> };
  editedMessage: string;
}

export const SAMPLE_KINDS: Record<SampleOrderKind, SampleKindConfig> = {
  guide: {
    kind: 'guide',
    title: 'GUIDE-seq脱靶检测',
    api: sampleOrderApi.guide,
    pages: { action: 'order-seq-action', list: 'order-seq-list', detail: 'order-seq-detail' },
    editedMessage: ORDER_MESSAGES.guideEdited,
  },
  amplicon: {
    kind: 'amplicon',
    title: '扩增子检测',
    api: sampleOrderApi.amplicon,
    pages: { action: 'order-amplicon-action', list: 'order-amplicon-list', detail: 'order-amplicon-detail' },
    editedMessage: ORDER_MESSAGES.ampliconEdited,
  },
};

/** A positive integer from a query value, or null (a page reached with a bad query shows its empty state). */
export function queryId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

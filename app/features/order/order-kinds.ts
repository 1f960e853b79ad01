// Per order kind: the calls and the pages of spec/ordering.md sections 2 and 7, so the order centre,
// the forms, the lists and the details are one set of components for GUIDE-seq and amplicon.
import { ORDER_MESSAGES, type SampleOrderKind } from '../../../contracts/order.ts';

export interface SampleKindConfig {
  kind: SampleOrderKind;
  /** Name in breadcrumbs and titles. */
  title: string;
  api: {
    list: string;
    info: string;
    samples: string;
    sample: string;
    addOrder: string;
    addSample: string;
    editSample: string;
    delSample: string;
    delOrder: string;
    manifest: string;
    template: string;
    import: string;
  };
  pages: { action: string; list: string; detail: string };
  editedMessage: string;
}

export const SAMPLE_KINDS: Record<SampleOrderKind, SampleKindConfig> = {
  guide: {
    kind: 'guide',
    title: 'GUIDE-seq脱靶检测',
    api: {
      list: '/guide/myGuideOrder',
      info: '/guide/myGuideInfo',
      samples: '/guide/myGuideYangben',
      sample: '/guide/getYangbenInfo',
      addOrder: '/guide/addGuideOrder',
      addSample: '/guide/addGuideYangben',
      editSample: '/guide/editGuideYangben',
      delSample: '/guide/delYangben',
      delOrder: '/guide/delGuideOrder',
      manifest: '/guide/orderManifest',
      template: '/api/v1/guide/importTemplate',
      import: '/guide/importYangben',
    },
    pages: { action: '/orderSeqAction', list: '/orderSeqList', detail: '/orderSeqDetail' },
    editedMessage: ORDER_MESSAGES.guideEdited,
  },
  amplicon: {
    kind: 'amplicon',
    title: '扩增子检测',
    api: {
      list: '/amplicon/myAmpliconOrder',
      info: '/amplicon/myAmpliconInfo',
      samples: '/amplicon/myAmpliconYangben',
      sample: '/amplicon/getYangbenInfo',
      addOrder: '/amplicon/addAmpliconOrder',
      addSample: '/amplicon/addAmpliconYangben',
      editSample: '/amplicon/editAmpliconYangben',
      delSample: '/amplicon/delYangben',
      delOrder: '/amplicon/delAmpliconOrder',
      manifest: '/amplicon/orderManifest',
      template: '/api/v1/amplicon/importTemplate',
      import: '/amplicon/importYangben',
    },
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

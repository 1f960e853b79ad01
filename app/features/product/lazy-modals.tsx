// The purchase and mail-enquiry modals load their code (antd's Modal and Form, the form's zod
// schema, the API call) when first opened: they are closed at first paint, and the pages that offer
// them stay within the JavaScript budget (DESIGN.md "Performance budgets"). Once loaded a modal stays
// mounted, so its closing animation and its next opening need nothing more.
import { Suspense, lazy, useState } from 'react';
import type { PurchaseItem } from './purchase-modal.tsx';

const PurchaseModal = lazy(() => import('./purchase-modal.tsx').then((module) => ({ default: module.PurchaseModal })));
const MailEnquiryModal = lazy(() => import('./mail-enquiry-modal.tsx').then((module) => ({ default: module.MailEnquiryModal })));

/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LazyPurchaseModal({ product, onClose }: { product: PurchaseItem | null; onClose: () => void }) {
  if (!useOpenedOnce(product !== null)) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseModal product={product} onClose={onClose} />
    </Suspense>
  );
}

export function LazyMailEnquiryModal({ productName, onClose }: { productName: string | null; onClose: () => void }) {
  if (!useOpenedOnce(productName !== null)) return null;
  return (
    <Suspense fallback={null}>
      <MailEnquiryModal productName={productName} onClose={onClose} />
    </Suspense>
  );
}

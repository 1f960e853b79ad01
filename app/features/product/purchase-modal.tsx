// The 800 px purchase modal of /techService and of the plasmid detail (购买/咨询): the inquiry form →
// /onlinebook/addYuding (productApi.purchaseInquiry) with the item's molds, title, item number, id and
// specification (a plasmid is molds 'plasmid', contracts/product.ts PLASMID_MOLDS). Success says 订购成功 and closes;
// a refusal keeps the modal open with what the visitor typed and shows the server's message
// (DESIGN.md "Deliberate departures": the old page closed silently and lost the input).
import { useState } from 'react';
import { Alert, Button, Form, Input, Radio, message } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { ApiError, api } from '../../api/client.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { productApi, type TechProduct } from '../../../contracts/api/product.ts';
import { purchaseInquiryFields } from '../../../contracts/product.ts';
import { HOW_LIAOJIE_OPTIONS, PRODUCT_MESSAGES } from '../../../contracts/product-constants.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

export const PURCHASE_MODAL_WIDTH = 800;

interface InquiryValues {
  name?: string;
  phone?: string;
  company?: string;
  email?: string;
  address?: string;
  kz_date?: string;
  how_liaojie?: string;
}

/** What the modal is about: a technical product, or a plasmid under PLASMID_MOLDS; `price` is shown only. */
export type PurchaseItem = Pick<TechProduct, 'id' | 'molds' | 'title' | 'article_number' | 'specifications'> & { price?: string | null };

export function PurchaseModal({ product, onClose }: { product: PurchaseItem | null; onClose: () => void }) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const { lang } = useLocale();

  // Spec section 4: every opening starts with an empty form. destroyOnHidden unmounts the Form on
  // close, and without a shared useForm instance its values go with it; the failure goes here.
  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (values: InquiryValues) => {
    if (!product) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await api.call(productApi.purchaseInquiry, {}, {
        body: {
          ...values,
          aid: product.id,
          molds: product.molds,
          title: product.title,
          article_number: product.article_number,
          specifications: product.specifications,
        },
        silent: true,
      });
      void message.success(messageIn(lang, PRODUCT_MESSAGES.orderSuccess));
      close();
    } catch (error) {
      const text = error instanceof ApiError && error.msg ? error.msg : t('catalogue.submitFailed');
      setFailure(text);
      void message.error(text);
    } finally {
      setSubmitting(false);
    }
  };

  // Opened from pages outside the antd layout too (product-service): the dialog brings antd's provider itself (decision 0029).
  return (
    <AntdProvider>
      <FormDialog
        open={product !== null}
        title={t('catalogue.purchaseTitle')}
        width={PURCHASE_MODAL_WIDTH}
        onCancel={close}
        footer={null}
        destroyOnHidden
        className="purchase-modal"
      >
        {product ? (
          <dl className="purchase-modal__product" data-testid="purchase-product">
            <div>
              <dt>{t('catalogue.product')}</dt>
              <dd>{product.title}</dd>
            </div>
            {product.article_number ? (
              <div>
                <dt>{t('catalogue.itemNoShort')}</dt>
                <dd>{product.article_number}</dd>
              </div>
            ) : null}
            {product.specifications ? (
              <div>
                <dt>{t('catalogue.specification')}</dt>
                <dd>{product.specifications}</dd>
              </div>
            ) : null}
            {product.price ? (
              <div>
                <dt>{t('catalogue.price')}</dt>
                <dd>{product.price}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <Form layout="vertical" onFinish={submit} className="purchase-form" data-testid="purchase-form" requiredMark>
          <div className="purchase-form__grid">
            <Form.Item name="name" label={t('catalogue.name')} rules={[zodRule(purchaseInquiryFields.name)]}>
              <Input autoComplete="name" maxLength={50} />
            </Form.Item>
            <Form.Item name="phone" label={t('catalogue.phone')} rules={[zodRule(purchaseInquiryFields.phone)]}>
              <Input autoComplete="tel" inputMode="tel" maxLength={30} />
            </Form.Item>
            <Form.Item name="company" label={t('catalogue.company')} rules={[zodRule(purchaseInquiryFields.company)]}>
              <Input autoComplete="organization" maxLength={100} />
            </Form.Item>
            <Form.Item name="email" label={t('catalogue.email')} rules={[zodRule(purchaseInquiryFields.email)]}>
              <Input autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item name="address" label={t('catalogue.address')} rules={[zodRule(purchaseInquiryFields.address)]}>
              <Input autoComplete="street-address" maxLength={200} />
            </Form.Item>
            <Form.Item name="kz_date" label={t('catalogue.projectTime')} rules={[zodRule(purchaseInquiryFields.kz_date)]}>
              <Input placeholder={t('catalogue.projectTimePlaceholder')} maxLength={50} />
            </Form.Item>
          </div>
          <Form.Item name="how_liaojie" label={t('catalogue.howHeard')} rules={[zodRule(purchaseInquiryFields.how_liaojie)]}>
            <Radio.Group options={HOW_LIAOJIE_OPTIONS.map((value) => ({ value, label: messageIn(lang, value) }))} />
          </Form.Item>
          {failure ? <Alert type="error" showIcon title={failure} className="purchase-form__failure" data-testid="purchase-failure" /> : null}
          <div className="purchase-form__actions">
            <Button onClick={close}>{t('catalogue.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('catalogue.submitOrder')}
            </Button>
          </div>
        </Form>
      </FormDialog>
    </AntdProvider>
  );
}

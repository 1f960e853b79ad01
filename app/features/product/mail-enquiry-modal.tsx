// The 'product purchase' modal of /productService: the product purchase enquiry by mail →
// POST /messages/send-mail. Success shows 'email sent successfully!' and closes; a failure keeps the
// modal open with the input and shows the server's message ('email sending failed, please try again
// later!' when the mail could not be sent, the field's message when a rule refused it).
import { useState } from 'react';
import { Alert, Button, Form, Input, message } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { ApiError, NETWORK_ERROR_CODE, api } from '../../api/client.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { messageApi } from '../../../contracts/api/product.ts';
import { mailEnquiryFields } from '../../../contracts/product.ts';
import { PRODUCT_MESSAGES } from '../../../contracts/product-constants.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

interface MailValues {
  productName?: string;
  location?: string;
  name?: string;
  unit?: string;
  phone?: string;
  email?: string;
  address?: string;
}

/** `productName` null = closed; a string (possibly empty) opens the modal with it filled in. */
export function MailEnquiryModal({ productName, onClose }: { productName: string | null; onClose: () => void }) {
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

  const submit = async (values: MailValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await api.call(messageApi.sendMail, {}, { body: { ...values }, silent: true });
      void message.success(messageIn(lang, PRODUCT_MESSAGES.mailSent));
      close();
    } catch (error) {
      // A refusal carries its own message; no answer at all is the spec's failure text.
      const text = error instanceof ApiError && error.code !== NETWORK_ERROR_CODE && error.msg ? error.msg : messageIn(lang, PRODUCT_MESSAGES.mailFailed);
      setFailure(text);
      void message.error(text);
    } finally {
      setSubmitting(false);
    }
  };

  // Opened from pages outside the antd layout too (product-service): the dialog brings antd's provider itself (decision 0029).
  return (
    <AntdProvider>
      <FormDialog open={productName !== null} title={t('catalogue.mailTitle')} width={640} onCancel={close} footer={null} destroyOnHidden className="purchase-modal">
        <Form
          layout="vertical"
          onFinish={submit}
          initialValues={{ productName: productName ?? '' }}
          className="purchase-form"
          data-testid="mail-enquiry-form"
        >
          <Form.Item name="productName" label={t('catalogue.productName')} rules={[zodRule(mailEnquiryFields.productName)]}>
            <Input maxLength={200} />
          </Form.Item>
          <div className="purchase-form__grid">
            <Form.Item name="name" label={t('catalogue.name')} rules={[zodRule(mailEnquiryFields.name)]}>
              <Input autoComplete="name" maxLength={50} />
            </Form.Item>
            <Form.Item name="unit" label={t('catalogue.company')} rules={[zodRule(mailEnquiryFields.unit)]}>
              <Input autoComplete="organization" maxLength={100} />
            </Form.Item>
            <Form.Item name="phone" label={t('catalogue.phone')} rules={[zodRule(mailEnquiryFields.phone)]}>
              <Input autoComplete="tel" inputMode="tel" maxLength={30} />
            </Form.Item>
            <Form.Item name="email" label={t('catalogue.email')} rules={[zodRule(mailEnquiryFields.email)]}>
              <Input autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item name="location" label={t('catalogue.region')} rules={[zodRule(mailEnquiryFields.location)]}>
              <Input autoComplete="address-level1" maxLength={100} />
            </Form.Item>
            <Form.Item name="address" label={t('catalogue.address')} rules={[zodRule(mailEnquiryFields.address)]}>
              <Input autoComplete="street-address" maxLength={200} />
            </Form.Item>
          </div>
          {failure ? <Alert type="error" showIcon title={failure} className="purchase-form__failure" data-testid="mail-failure" /> : null}
          <div className="purchase-form__actions">
            <Button onClick={close}>{t('catalogue.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('catalogue.send')}
            </Button>
          </div>
        </Form>
      </FormDialog>
    </AntdProvider>
  );
}

// Add or edit one address in a modal. The rules are the contract's zod schemas; a refused save keeps
// the modal open with what the user typed (the API client shows the server's message).
import { Col, Form, Input, message } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useEffect, useState } from 'react';
import { ADDRESS_MESSAGES, COUNTRY_CHINA, addressFields, type AddressFormValues } from '../../../contracts/address.ts';
import { type Address, addressApi } from '../../../contracts/api/address.ts';
import { api } from '../../api/client.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { RegionSelects } from './region-selects.tsx';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useT } from '../../i18n/use-t.ts';
import { GutterRow } from '../../components/gutter-row.tsx';

const rule = (key: keyof typeof addressFields.shape) => [zodRule(addressFields.shape[key])];

interface AddressFormModalProps {
  /** The address edited; null adds a new one; undefined keeps the modal closed. */
  editing: Address | null | undefined;
  onClose(): void;
  onSaved(): void;
}

function initialValues(address: Address | null): Partial<AddressFormValues> {
  if (!address) return { country: COUNTRY_CHINA };
  return {
    name: address.name,
    company: address.company ?? '',
    country: address.country,
    province_id: address.province_id ?? undefined,
    city_id: address.city_id ?? undefined,
    address: address.address ?? '',
    zip: address.zip ?? '',
    tel: address.tel ?? '',
    tel2: address.tel2 ?? '',
  };
}

export function AddressFormModal({ editing, onClose, onSaved }: AddressFormModalProps) {
  const [form] = Form.useForm<AddressFormValues>();
  const [saving, setSaving] = useState(false);
  const t = useT();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(editing ?? null));
  }, [open, editing, form]);

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (editing) {
        await api.call(addressApi.update, {}, { body: { ...values, id: editing.id } });
        void message.success(inPageLanguage(ADDRESS_MESSAGES.updated));
      } else {
        await api.call(addressApi.create, {}, { body: { ...values } });
        void message.success(inPageLanguage(ADDRESS_MESSAGES.created));
      }
      onSaved();
    } catch {
      // The client showed the refusal; the form keeps the input.
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={editing ? t('profile.editAddress') : t('profile.addAddress')}
      okText={t('profile.save')}
      cancelText={t('profile.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={760}
      forceRender
      destroyOnHidden={false}
      className="address-modal"
    >
      <Form form={form} name="address" layout="vertical" data-testid="address-form">
        <GutterRow gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('profile.recipient')} name="name" rules={rule('name')}>
              <Input maxLength={50} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('profile.unit')} name="company" rules={rule('company')}>
              <Input maxLength={100} autoComplete="organization" />
            </Form.Item>
          </Col>
          <RegionSelects form={form} rules={{ country: rule('country'), province: rule('province_id'), city: rule('city_id') }} />
          <Col xs={24}>
            <Form.Item label={t('profile.street')} name="address" rules={rule('address')}>
              <Input maxLength={200} autoComplete="street-address" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('profile.zip')} name="zip" rules={rule('zip')}>
              <Input maxLength={20} autoComplete="postal-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('profile.tel')} name="tel" rules={rule('tel')}>
              <Input maxLength={30} autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('profile.extensionOrOther')} name="tel2" rules={rule('tel2')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
        </GutterRow>
      </Form>
    </FormDialog>
  );
}

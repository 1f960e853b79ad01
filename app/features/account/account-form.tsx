// /account: the customer's data in four sections (personal, company, default address, how they found
// us). Loaded with getMyinfo (silently: a failed load leaves the form empty), saved with upUserInfo.
// The mobile number changes only through 修改手机号 (SMS code); saving a changed tel without it is
// refused by the server with 请提交手机验证码, which the page shows. The login e-mail is shown read-only
// and changes only through 修改邮箱 (password and a code to the new address).
import { Button, Checkbox, Col, Divider, Form, Input, Radio, Select, Spin, message } from 'antd';
import { useEffect, useState } from 'react';
import { COUNTRY_CHINA } from '../../../contracts/address.ts';
import { userApi, type AccountInfo } from '../../../contracts/api/user.ts';
import { PHONE_PREFIXES, ROAD_OPTIONS, USER_MESSAGES, accountFields, memberAddressFields } from '../../../contracts/user.ts';
import { api } from '../../api/client.ts';
import { saveStoredUser } from '../../api/session.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { EmailChangeModal } from './email-change-modal.tsx';
import { PhoneChangeModal } from './phone-change-modal.tsx';
import { RegionSelects } from './region-selects.tsx';
import { messageIn } from '../../../contracts/english-messages.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { GutterRow } from '../../components/gutter-row.tsx';

const rule = (key: keyof typeof accountFields) => [zodRule(accountFields[key])];
const addressRule = (key: keyof typeof memberAddressFields) => [zodRule(memberAddressFields[key])];
const PREFIX_OPTIONS = PHONE_PREFIXES.map((value) => ({ value, label: `+${value}` }));

type AccountFormValues = Record<string, unknown> & { member_address?: Record<string, unknown> };

function toFormValues(info: AccountInfo): AccountFormValues {
  const address = info.member_address;
  return {
    ...info,
    is_sendup: info.is_sendup === 1,
    road: info.road ?? undefined,
    member_address: address
      ? { ...address, province_id: address.province_id ?? undefined, city_id: address.city_id ?? undefined }
      : { country: COUNTRY_CHINA },
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="account-section">
      <Divider titlePlacement="start" className="account-section__title">
        {title}
      </Divider>
      <GutterRow gutter={16}>{children}</GutterRow>
    </section>
  );
}

function Field({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? 24 : 12} lg={wide ? 24 : 8}>
      {children}
    </Col>
  );
}

export function AccountForm() {
  const [form] = Form.useForm<AccountFormValues>();
  const t = useT();
  const { lang } = useLocale();
  const [saving, setSaving] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  // A silent load: a failed one leaves the form empty. Reloaded after a save and a phone change.
  const { data: info, status, reload } = useApiData(userApi.myInfo);
  const loaded = status !== 'loading' || info !== undefined;

  useEffect(() => {
    if (!info) return;
    form.setFieldsValue(toFormValues(info));
    saveStoredUser(info as unknown as Record<string, unknown>);
  }, [info, form]);

  async function save(values: AccountFormValues) {
    setSaving(true);
    try {
      await api.call(userApi.updateInfo, {}, { body: values });
      void message.success(inPageLanguage(USER_MESSAGES.updated));
      reload();
    } catch {
      // The client showed the refusal (e.g. 请提交手机验证码); the form keeps the input.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Spin spinning={!loaded}>
      <Form form={form} name="account" layout="vertical" onFinish={(values) => void save(values)} data-testid="account-form" scrollToFirstError>
        <Section title={t('profile.personal')}>
          <Field>
            <Form.Item label={t('profile.email')} name="email" rules={rule('email')}>
              <Input maxLength={254} autoComplete="email" readOnly />
            </Form.Item>
            <Button type="link" className="account-phone-change" onClick={() => setEmailOpen(true)} data-testid="email-change">
              {t('profile.changeEmail')}
            </Button>
          </Field>
          <Field>
            <Form.Item label={t('profile.fname')} name="fname" rules={rule('fname')}>
              <Input maxLength={50} autoComplete="family-name" />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.lname')} name="lname" rules={rule('lname')}>
              <Input maxLength={50} autoComplete="given-name" />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.phone')} htmlFor="account_tel" required>
              <Space2>
                <Form.Item name="prefix" noStyle>
                  <Select options={PREFIX_OPTIONS} className="account-prefix" aria-label={t('profile.prefix')} />
                </Form.Item>
                <Form.Item name="tel" noStyle rules={rule('tel')}>
                  <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
                </Form.Item>
              </Space2>
            </Form.Item>
            <Button type="link" className="account-phone-change" onClick={() => setPhoneOpen(true)} data-testid="phone-change">
              {t('profile.changePhone')}
            </Button>
          </Field>
          <Field>
            <Form.Item label={t('profile.extension')} name="tel2" rules={rule('tel2')}>
              <Input maxLength={30} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.landline')} name="phone" rules={rule('phone')}>
              <Input maxLength={30} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.otherPhone')} name="phone1" rules={rule('phone1')}>
              <Input maxLength={30} />
            </Form.Item>
          </Field>
        </Section>

        <Section title={t('profile.institution')}>
          <Field>
            <Form.Item label={t('profile.company')} name="company" rules={rule('company')}>
              <Input maxLength={200} autoComplete="organization" />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.department')} name="department" rules={rule('department')}>
              <Input maxLength={200} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.invoiceTitle')} name="fapiao_title" rules={rule('fapiao_title')}>
              <Input maxLength={200} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.taxNumber')} name="com_code" rules={rule('com_code')}>
              <Input maxLength={50} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.piFname')} name="pi_fname" rules={rule('pi_fname')}>
              <Input maxLength={50} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.piLname')} name="pi_lname" rules={rule('pi_lname')}>
              <Input maxLength={50} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.piEmail')} name="pi_email" rules={rule('pi_email')}>
              <Input maxLength={254} />
            </Form.Item>
          </Field>
        </Section>

        <Section title={t('profile.defaultAddress')}>
          <Field>
            <Form.Item label={t('profile.recipient')} name={['member_address', 'name']} rules={addressRule('name')}>
              <Input maxLength={50} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.recipientCompany')} name={['member_address', 'company']} rules={addressRule('company')}>
              <Input maxLength={200} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.recipientTel')} name={['member_address', 'tel']} rules={addressRule('tel')}>
              <Input maxLength={30} />
            </Form.Item>
          </Field>
          <RegionSelects
            form={form}
            prefix={['member_address']}
            rules={{ country: addressRule('country'), province: addressRule('province_id'), city: addressRule('city_id') }}
          />
          <Field wide>
            <Form.Item label={t('profile.street')} name={['member_address', 'address']} rules={addressRule('address')}>
              <Input maxLength={200} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.zip')} name={['member_address', 'zip']} rules={addressRule('zip')}>
              <Input maxLength={20} />
            </Form.Item>
          </Field>
          <Field>
            <Form.Item label={t('profile.extensionOrOther')} name={['member_address', 'tel2']} rules={addressRule('tel2')}>
              <Input maxLength={30} />
            </Form.Item>
          </Field>
        </Section>

        <Section title={t('profile.howFound')}>
          <Field wide>
            <Form.Item name="road" rules={rule('road')}>
              <Radio.Group options={ROAD_OPTIONS.map((option) => ({ ...option, label: messageIn(lang, option.label) }))} className="account-road" />
            </Form.Item>
          </Field>
          <Field wide>
            <Form.Item name="is_sendup" valuePropName="checked">
              <Checkbox>{t('profile.sendUpdates')}</Checkbox>
            </Form.Item>
          </Field>
        </Section>

        <div className="account-actions">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="account-save">
            {t('profile.save')}
          </Button>
        </div>
      </Form>
      <EmailChangeModal
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        onChanged={(changed) => {
          setEmailOpen(false);
          form.setFieldValue('email', changed.email);
          reload();
        }}
      />
      <PhoneChangeModal
        open={phoneOpen}
        onClose={() => setPhoneOpen(false)}
        onChanged={(phone) => {
          setPhoneOpen(false);
          form.setFieldValue('tel', phone);
          reload();
        }}
      />
    </Spin>
  );
}

/** Prefix select and number side by side. */
function Space2({ children }: { children: React.ReactNode }) {
  return <div className="account-phone">{children}</div>;
}

// The registration form (spec "Registration", section 5 rules): every rule comes from the contract's
// `registerFields`, the captcha and the privacy consent are checked on the server too.
import { Button, Checkbox, Form, Input, Select, message } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { userApi } from '../../../contracts/api/user.ts';
import { COUNTRY_OPTIONS, USER_MESSAGES, registerFields } from '../../../contracts/user.ts';
import { CaptchaField } from './captcha-field.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useRegions } from './use-regions.ts';
import { sameAsRule, zodRule } from '../../components/zod-rule.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

export interface RegisterValues {
  email?: string;
  password?: string;
  password2?: string;
  fname?: string;
  lname?: string;
  country?: number;
  province_id?: number;
  city_id?: number;
  address?: string;
  zip?: string;
  tel?: string;
  tel2?: string;
  is_sendup?: boolean;
  privacy?: boolean;
  captcha?: string;
}

const INITIAL: RegisterValues = { country: 0, is_sendup: true, privacy: true };

const rule = (field: keyof typeof registerFields) => [zodRule(registerFields[field])];

export function RegisterForm() {
  const [form] = Form.useForm<RegisterValues>();
  const t = useT();
  const { lang, pathTo } = useLocale();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const provinceId = Form.useWatch('province_id', form);
  const provinces = useRegions(0);
  const cities = useRegions(provinceId);

  async function submit(values: RegisterValues) {
    if (!values.privacy) {
      void message.warning(inPageLanguage(USER_MESSAGES.privacyRequired));
      return;
    }
    setSubmitting(true);
    try {
      await api.call(userApi.register, {}, { body: { ...values, captcha_key: captcha.captchaKey ?? '' } });
      void message.success(inPageLanguage(USER_MESSAGES.registered));
      // The login page says that the activation mail is on its way.
      await navigate(pathTo('login', { registered: 1 }));
    } catch (error) {
      // The client has shown the server's message. A captcha is single use: every failed try needs a new one.
      if (error instanceof ApiError) form.setFieldValue('captcha', '');
      captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      form={form}
      name="register"
      layout="vertical"
      initialValues={INITIAL}
      onFinish={submit}
      // Privacy first: unticked, the page only warns and sends nothing.
      onFinishFailed={({ values }) => {
        if (!values.privacy) void message.warning(inPageLanguage(USER_MESSAGES.privacyRequired));
      }}
      requiredMark
      scrollToFirstError
      className="auth-form"
      data-testid="register-form"
    >
      <fieldset className="auth-section">
        <legend className="auth-section__title">{t('auth.basics')}</legend>
        <div className="auth-grid">
          <Form.Item name="email" label={t('auth.email')} rules={rule('email')} className="auth-grid__full">
            <Input type="email" autoComplete="email" placeholder={t('auth.emailExtra')} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth.password')}
            rules={rule('password')}
            extra={t('auth.passwordRule')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="password2"
            label={t('auth.confirmPassword')}
            dependencies={['password']}
            rules={[...rule('password2'), sameAsRule('password', USER_MESSAGES.passwordMismatch)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </div>
      </fieldset>

      <fieldset className="auth-section">
        <legend className="auth-section__title">{t('auth.details')}</legend>
        <div className="auth-grid">
          <Form.Item name="fname" label={t('auth.fname')} rules={rule('fname')}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item name="lname" label={t('auth.lname')} rules={rule('lname')}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="country" label={t('auth.country')} rules={rule('country')}>
            <Select options={COUNTRY_OPTIONS.map((option) => ({ ...option, label: messageIn(lang, option.label) }))} aria-label={t('auth.country')} />
          </Form.Item>
          <Form.Item name="province_id" label={t('auth.province')} rules={rule('province_id')}>
            <Select
              options={provinces.options}
              loading={provinces.loading}
              placeholder={t('auth.chooseProvince')}
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('auth.province')}
              data-testid="province-select"
              // A new province has other cities: the old choice no longer applies.
              onChange={() => form.setFieldValue('city_id', undefined)}
            />
          </Form.Item>
          <Form.Item name="city_id" label={t('auth.city')} rules={rule('city_id')}>
            <Select
              options={cities.options}
              loading={cities.loading}
              disabled={provinceId === undefined || provinceId === null}
              placeholder={t('auth.chooseCity')}
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('auth.city')}
              data-testid="city-select"
            />
          </Form.Item>
          <Form.Item name="address" label={t('auth.workplace')} rules={rule('address')}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="zip" label={t('auth.zip')} rules={rule('zip')}>
            <Input autoComplete="postal-code" inputMode="numeric" />
          </Form.Item>
          <Form.Item name="tel" label={t('auth.smsPhone')} rules={rule('tel')}>
            <Input autoComplete="tel-national" inputMode="tel" maxLength={11} />
          </Form.Item>
          <Form.Item name="tel2" label={t('auth.extension')} rules={rule('tel2')}>
            <Input inputMode="tel" />
          </Form.Item>
        </div>
      </fieldset>

      <fieldset className="auth-section">
        <legend className="auth-section__title">{t('auth.updatesPrivacy')}</legend>
        <Form.Item name="is_sendup" valuePropName="checked" className="auth-check">
          <Checkbox>{t('auth.sendUpdates')}</Checkbox>
        </Form.Item>
        <Form.Item name="privacy" valuePropName="checked" className="auth-check">
          <Checkbox data-testid="privacy-checkbox">
            {t('auth.agree')}
            <Link to={pathTo('privacy-policy')} target="_blank" rel="noopener">
              {t('auth.privacyPolicy')}
            </Link>
          </Checkbox>
        </Form.Item>
      </fieldset>

      <CaptchaField
        image={captcha.image}
        loading={captcha.loading}
        onRefresh={captcha.refresh}
        rules={rule('captcha')}
      />

      <Form.Item className="auth-actions">
        <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="register-submit">
          {t('auth.register')}
        </Button>
      </Form.Item>
      <p className="auth-footnote">
        {t('auth.haveAccount')}
        <Link to={pathTo('login')}>{t('auth.loginNow')}</Link>
      </p>
    </Form>
  );
}

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
import { sameAsRule, zodRule } from './zod-rule.ts';

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

/** Where a successful registration goes: the login page, which says that the activation mail is on its way. */
export const AFTER_REGISTER = '/login?registered=1';

const rule = (field: keyof typeof registerFields) => [zodRule(registerFields[field])];

export function RegisterForm() {
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const provinceId = Form.useWatch('province_id', form);
  const provinces = useRegions(0);
  const cities = useRegions(provinceId);

  async function submit(values: RegisterValues) {
    if (!values.privacy) {
      void message.warning(USER_MESSAGES.privacyRequired);
      return;
    }
    setSubmitting(true);
    try {
      await api.call(userApi.register, {}, { body: { ...values, captcha_key: captcha.captchaKey ?? '' } });
      void message.success(USER_MESSAGES.registered);
      await navigate(AFTER_REGISTER);
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
        if (!values.privacy) void message.warning(USER_MESSAGES.privacyRequired);
      }}
      requiredMark
      scrollToFirstError
      className="auth-form"
      data-testid="register-form"
    >
      <fieldset className="auth-section">
        <legend className="auth-section__title">基本信息</legend>
        <div className="auth-grid">
          <Form.Item name="email" label="邮箱" rules={rule('email')} className="auth-grid__full">
            <Input type="email" autoComplete="email" placeholder="用于登录和接收激活邮件" />
          </Form.Item>
          <Form.Item
            name="password"
            label="密码"
            rules={rule('password')}
            extra="至少8位，需包含字母、数字和特殊字符"
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="password2"
            label="确认密码"
            dependencies={['password']}
            rules={[...rule('password2'), sameAsRule('password', USER_MESSAGES.passwordMismatch)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </div>
      </fieldset>

      <fieldset className="auth-section">
        <legend className="auth-section__title">详细信息</legend>
        <div className="auth-grid">
          <Form.Item name="fname" label="姓氏" rules={rule('fname')}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item name="lname" label="名字" rules={rule('lname')}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="country" label="国家" rules={rule('country')}>
            <Select options={[...COUNTRY_OPTIONS]} aria-label="国家" />
          </Form.Item>
          <Form.Item name="province_id" label="省份" rules={rule('province_id')}>
            <Select
              options={provinces.options}
              loading={provinces.loading}
              placeholder="请选择省份"
              showSearch={{ optionFilterProp: 'label' }}
              aria-label="省份"
              data-testid="province-select"
              // A new province has other cities: the old choice no longer applies.
              onChange={() => form.setFieldValue('city_id', undefined)}
            />
          </Form.Item>
          <Form.Item name="city_id" label="城市" rules={rule('city_id')}>
            <Select
              options={cities.options}
              loading={cities.loading}
              disabled={provinceId === undefined || provinceId === null}
              placeholder="请选择城市"
              showSearch={{ optionFilterProp: 'label' }}
              aria-label="城市"
              data-testid="city-select"
            />
          </Form.Item>
          <Form.Item name="address" label="工作单位" rules={rule('address')}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="zip" label="邮编" rules={rule('zip')}>
            <Input autoComplete="postal-code" inputMode="numeric" />
          </Form.Item>
          <Form.Item name="tel" label="手机号（短信登录）" rules={rule('tel')}>
            <Input autoComplete="tel-national" inputMode="tel" maxLength={11} />
          </Form.Item>
          <Form.Item name="tel2" label="分机号" rules={rule('tel2')}>
            <Input inputMode="tel" />
          </Form.Item>
        </div>
      </fieldset>

      <fieldset className="auth-section">
        <legend className="auth-section__title">邮件更新与隐私</legend>
        <Form.Item name="is_sendup" valuePropName="checked" className="auth-check">
          <Checkbox>我愿意通过邮件接收产品与服务的更新信息</Checkbox>
        </Form.Item>
        <Form.Item name="privacy" valuePropName="checked" className="auth-check">
          <Checkbox data-testid="privacy-checkbox">
            我已阅读并同意
            <Link to="/privacyPolicy" target="_blank" rel="noopener">
              《隐私政策》
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
          注册
        </Button>
      </Form.Item>
      <p className="auth-footnote">
        已有账号？<Link to="/login">立即登录</Link>
      </p>
    </Form>
  );
}

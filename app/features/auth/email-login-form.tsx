// E-mail and password login. Remember-me keeps only the e-mail (local storage) and fills it in next time.
import { Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { userApi } from '../../../contracts/api/user.ts';
import { USER_MESSAGES, loginSchema } from '../../../contracts/user.ts';
import { storeLogin } from './finish-login.ts';
import { readRememberedEmail, rememberEmail } from './remember-email.ts';
import { ResendActivation } from './resend-activation.tsx';
import { zodRule } from '../../components/zod-rule.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

interface EmailLoginValues {
  email?: string;
  password?: string;
  remember?: boolean;
}

const fields = loginSchema.shape;

export function EmailLoginForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<EmailLoginValues>();
  const t = useT();
  const { pathTo } = useLocale();
  const [submitting, setSubmitting] = useState(false);
  /** The address of an account that never activated (known only after its right password): the resend, filled in. */
  const [waiting, setWaiting] = useState<string | null>(null);

  // Local storage exists only in the browser, so the remembered address arrives after hydration.
  useEffect(() => {
    const email = readRememberedEmail();
    if (email && !form.getFieldValue('email')) form.setFieldsValue({ email, remember: true });
  }, [form]);

  async function submit(values: EmailLoginValues) {
    setSubmitting(true);
    try {
      const email = values.email?.trim() ?? '';
      const result = await api.call(userApi.login, {}, { body: { email, password: values.password, remember: Boolean(values.remember) } });
      rememberEmail(values.remember ? email : null);
      storeLogin(result, t('auth.loggedIn'));
      onDone();
    } catch (error) {
      // The client showed the server's message; the form keeps what was typed.
      if (error instanceof ApiError && error.msg === USER_MESSAGES.notActivated) setWaiting(values.email?.trim() ?? '');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <Form form={form} name="login_email" layout="vertical" onFinish={submit} className="auth-form" data-testid="email-login-form" initialValues={{ remember: false }}>
        <Form.Item name="email" label={t('auth.email')} rules={[zodRule(fields.email)]}>
          <Input type="email" autoComplete="username" placeholder={t('auth.emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="password" label={t('auth.password')} rules={[zodRule(fields.password)]}>
          <Input.Password autoComplete="current-password" placeholder={t('auth.passwordPlaceholder')} />
        </Form.Item>
        <div className="auth-row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('auth.rememberEmail')}</Checkbox>
          </Form.Item>
          <Link to={pathTo('forget-pwd')}>{t('auth.forgotPassword')}</Link>
        </div>
        <Form.Item className="auth-actions">
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="email-login-submit">
            {t('auth.login')}
          </Button>
        </Form.Item>
      </Form>
      {/* Beside the login form, never inside it: forms do not nest. */}
      {waiting !== null && <ResendActivation key={waiting} email={waiting} open />}
    </>
  );
}

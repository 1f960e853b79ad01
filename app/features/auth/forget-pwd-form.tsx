// Forgot password in two steps: the e-mail gets a code (sendEmailCode); then code, new password and
// confirmation reset it (resetPwd). Success signs the browser out and goes home; the server revokes
// every session of the account.
import { Button, Form, Input, Steps, message } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { clearSession } from '../../api/session.ts';
import { USER_MESSAGES, resetPasswordFields } from '../../../contracts/user.ts';
import { userApi } from '../../../contracts/api/user.ts';
import { verificationApi } from '../../../contracts/api/verification.ts';
import { countdownLabel, useCountdown } from './use-countdown.ts';
import { sameAsRule, zodRule } from '../../components/zod-rule.ts';
import { VERIFICATION_MESSAGES } from '../../../contracts/verification.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

interface ResetValues {
  code?: string;
  password?: string;
  repassword?: string;
}

export function ForgetPwdForm() {
  const navigate = useNavigate();
  const t = useT();
  const { pathTo } = useLocale();
  const [emailForm] = Form.useForm<{ email?: string }>();
  const [resetForm] = Form.useForm<ResetValues>();
  const [email, setEmail] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();

  async function sendCode(address: string) {
    setSending(true);
    countdown.start();
    try {
      const answer = await api.call(verificationApi.email, {}, { body: { email: address } });
      void message.success(inPageLanguage(answer?.info || VERIFICATION_MESSAGES.codeSent));
      setEmail(address);
    } catch {
      countdown.reset();
    } finally {
      setSending(false);
    }
  }

  async function reset(values: ResetValues) {
    if (!email) return;
    setSubmitting(true);
    try {
      await api.call(userApi.resetPwd, {}, { body: { email, code: values.code?.trim(), password: values.password, repassword: values.repassword } });
      void message.success(inPageLanguage(USER_MESSAGES.passwordReset));
      clearSession();
      await navigate(pathTo('home'));
    } catch {
      // The server's message was shown as an error; the form keeps what was typed.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="forget-pwd">
      {/* Not `responsive`: antd turns the steps vertical below 532 px only once a script measured the
          screen, after the server's horizontal steps had painted: the form jumped down on phones
          (a layout shift of 0.185, issue 35). Two small horizontal steps fit a 375 px screen. */}
      <Steps
        size="small"
        responsive={false}
        current={email ? 1 : 0}
        className="forget-pwd__steps"
        items={[{ title: t('auth.stepEmail') }, { title: t('auth.stepReset') }]}
      />
      {email === null ? (
        <Form
          form={emailForm}
          name="forget_email"
          layout="vertical"
          className="auth-form"
          data-testid="forget-email-form"
          onFinish={(values) => void sendCode((values.email ?? '').trim())}
        >
          <Form.Item name="email" label={t('auth.email')} rules={[zodRule(resetPasswordFields.email)]} extra={t('auth.resetEmailExtra')}>
            <Input type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} />
          </Form.Item>
          <Form.Item className="auth-actions">
            <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={countdown.running && !sending} data-testid="send-email-code">
              {countdown.running && !sending ? countdownLabel(t, countdown.left) : t('auth.sendCode')}
            </Button>
          </Form.Item>
        </Form>
      ) : (
        <Form form={resetForm} name="forget_reset" layout="vertical" className="auth-form" data-testid="forget-reset-form" onFinish={reset}>
          <p className="auth-note">
            {t('auth.codeSentTo')} <strong>{email}</strong>
            {t('auth.checkMail')}
          </p>
          <Form.Item label={t('auth.code')} required>
            <div className="auth-code-row">
              <Form.Item name="code" noStyle rules={[zodRule(resetPasswordFields.code)]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('auth.mailCodePlaceholder')} aria-label={t('auth.code')} />
              </Form.Item>
              <Button onClick={() => void sendCode(email)} disabled={countdown.running} loading={sending} data-testid="resend-email-code">
                {countdownLabel(t, countdown.left, t('auth.resend'))}
              </Button>
            </div>
          </Form.Item>
          <Form.Item name="password" label={t('auth.newPassword')} rules={[zodRule(resetPasswordFields.password)]} extra={t('auth.passwordRule')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="repassword"
            label={t('auth.confirmPassword')}
            dependencies={['password']}
            rules={[zodRule(resetPasswordFields.repassword), sameAsRule('password', USER_MESSAGES.passwordMismatch)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item className="auth-actions">
            <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="reset-submit">
              {t('auth.confirmChange')}
            </Button>
          </Form.Item>
          <Button type="link" onClick={() => setEmail(null)} className="auth-back">
            {t('auth.otherEmail')}
          </Button>
        </Form>
      )}
    </div>
  );
}

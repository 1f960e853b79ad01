// Phone and SMS code login: prefix 86 or 87; the code button counts down 60 seconds after a send.
import { Button, Form, Input, Select, Space, message } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { userApi } from '../../../contracts/api/user.ts';
import { verificationApi } from '../../../contracts/api/verification.ts';
import { PHONE_PREFIXES, smsLoginSchema } from '../../../contracts/user.ts';
import { storeLogin } from './finish-login.ts';
import { countdownLabel, useCountdown } from './use-countdown.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { VERIFICATION_MESSAGES } from '../../../contracts/verification.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useT } from '../../i18n/use-t.ts';

interface SmsLoginValues {
  prefix?: string;
  phone?: string;
  code?: string;
}

const fields = smsLoginSchema.shape;
const PREFIX_OPTIONS = PHONE_PREFIXES.map((p) => ({ value: p, label: `+${p}` }));

export function SmsLoginForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<SmsLoginValues>();
  const t = useT();
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  async function sendCode() {
    let phone: string;
    try {
      ({ phone = '' } = await form.validateFields(['phone']));
    } catch {
      return;
    }
    // Disabled at once, so a double click sends one message.
    countdown.start();
    setSending(true);
    try {
      const answer = await api.call(verificationApi.sms, {}, { body: { phone: phone.trim(), isreg: 1, prefix: form.getFieldValue('prefix') } });
      void message.success(inPageLanguage(answer?.info || VERIFICATION_MESSAGES.codeSent));
    } catch {
      // The client showed the server's message; the button may be used again.
      countdown.reset();
    } finally {
      setSending(false);
    }
  }

  async function submit(values: SmsLoginValues) {
    setSubmitting(true);
    try {
      const result = await api.call(userApi.loginSms, {}, { body: { phone: values.phone?.trim(), code: values.code?.trim(), prefix: values.prefix } });
      storeLogin(result, t('auth.loggedIn'));
      onDone();
    } catch {
      // Message shown by the client; the form keeps what was typed.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form form={form} name="login_sms" layout="vertical" onFinish={submit} className="auth-form" data-testid="sms-login-form" initialValues={{ prefix: '86' }}>
      <Form.Item label={t('auth.phone')} required>
        <Space.Compact block>
          <Form.Item name="prefix" noStyle>
            <Select options={PREFIX_OPTIONS} aria-label={t('auth.prefix')} className="auth-prefix" style={{ width: 92, flex: 'none' }} data-testid="phone-prefix" />
          </Form.Item>
          <Form.Item name="phone" noStyle rules={[zodRule(fields.phone)]}>
            <Input inputMode="tel" autoComplete="tel-national" maxLength={11} placeholder={t('auth.phonePlaceholder')} aria-label={t('auth.phone')} style={{ flex: 1, minWidth: 0 }} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('auth.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[zodRule(fields.code)]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('auth.smsCodePlaceholder')} aria-label={t('auth.smsCode')} style={{ flex: 1, minWidth: 0 }} />
          </Form.Item>
          <Button onClick={() => void sendCode()} disabled={countdown.running} loading={sending} className="auth-code-button" data-testid="send-sms-code">
            {countdownLabel(t, countdown.left)}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item className="auth-actions">
        <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="sms-login-submit">
          {t('auth.login')}
        </Button>
      </Form.Item>
    </Form>
  );
}

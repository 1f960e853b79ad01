// 重新发送激活邮件 on the login page (issue 20, point 6): an account that never activated asks for a new
// link. The server answers every address alike (decision 0017), so the page says the same whatever
// was typed; the throttle's refusal arrives as the server's message.
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { userApi } from '../../../contracts/api/user.ts';
import { USER_MESSAGES, resendActivationSchema } from '../../../contracts/user.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useT } from '../../i18n/use-t.ts';

export function ResendActivation({ email, open: initiallyOpen = false }: { email?: string; open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const t = useT();
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ email?: string }>();

  async function send(values: { email?: string }) {
    setSending(true);
    try {
      await api.call(userApi.resendActivation, {}, { body: { email: values.email?.trim() ?? '' } });
      void message.success(inPageLanguage(USER_MESSAGES.activationResent));
    } catch {
      // The client showed the server's message (too often); the address stays typed.
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <Button type="link" size="small" className="auth-resend-toggle" onClick={() => setOpen(true)} data-testid="resend-activation-open">
        {t('auth.resendOpen')}
      </Button>
    );
  }
  return (
    <Form form={form} layout="inline" name="resend_activation" className="auth-resend" onFinish={send} initialValues={{ email }} data-testid="resend-activation-form">
      <Form.Item name="email" rules={[zodRule(resendActivationSchema.shape.email)]} className="auth-resend-email">
        <Input type="email" autoComplete="username" placeholder={t('auth.emailPlaceholder')} aria-label={t('auth.registeredEmail')} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={sending} data-testid="resend-activation-submit">
          {t('auth.resendSubmit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

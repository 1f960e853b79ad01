// 修改邮箱: the new login e-mail, the current password and a code sent to the new address
// (changeEmailCode; the button counts down 60 s), then changeEmail. The account form never changes
// the e-mail itself; after this the old address is told and other devices are logged out.
import { Button, Form, Input, Space, message } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useEffect, useState } from 'react';
import { userApi, type AccountInfo } from '../../../contracts/api/user.ts';
import { USER_MESSAGES, changeEmailCodeFields, changeEmailSchema } from '../../../contracts/user.ts';
import { api } from '../../api/client.ts';
import { countdownLabel, useCountdown } from '../auth/use-countdown.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useT } from '../../i18n/use-t.ts';

interface EmailValues {
  email?: string;
  password?: string;
  code?: string;
}

interface EmailChangeModalProps {
  open: boolean;
  onClose(): void;
  onChanged(info: AccountInfo): void;
}

export function EmailChangeModal({ open, onClose, onChanged }: EmailChangeModalProps) {
  const [form] = Form.useForm<EmailValues>();
  const countdown = useCountdown();
  const t = useT();
  const resetCountdown = countdown.reset;
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      form.resetFields();
      resetCountdown();
    }
  }, [open, form, resetCountdown]);

  async function sendCode() {
    const values = await form.validateFields(['email', 'password']).catch(() => null);
    if (!values?.email || !values.password) return;
    countdown.start();
    setSending(true);
    try {
      const answer = await api.call(userApi.changeEmailCode, {}, { body: { email: values.email.trim(), password: values.password } });
      void message.success(inPageLanguage(answer.info));
    } catch {
      // The client showed the refusal (密码错误, the 60-second rule …); the button is free again.
      countdown.reset();
    } finally {
      setSending(false);
    }
  }

  async function confirm() {
    const values = await form.validateFields().catch(() => null);
    if (!values?.email || !values.code) return;
    setSaving(true);
    try {
      const info = await api.call(userApi.changeEmail, {}, { body: { email: values.email.trim(), code: values.code.trim() } });
      void message.success(inPageLanguage(USER_MESSAGES.emailChanged));
      onChanged(info);
    } catch {
      // shown by the client; the modal keeps the input
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={t('profile.changeEmail')}
      okText={t('profile.confirmChange')}
      cancelText={t('profile.cancel')}
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={onClose}
      forceRender
    >
      <p className="account-email-note">{t('profile.emailChangeNote')}</p>
      <Form form={form} name="emailChange" layout="vertical" data-testid="email-change-form">
        <Form.Item label={t('profile.newEmail')} name="email" rules={[zodRule(changeEmailCodeFields.email)]}>
          <Input maxLength={254} inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={t('profile.currentPassword')} name="password" rules={[zodRule(changeEmailCodeFields.password)]}>
          <Input.Password maxLength={256} autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={t('profile.emailCode')} htmlFor="emailChange_code" required>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[zodRule(changeEmailSchema.shape.code)]}>
              <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <Button onClick={() => void sendCode()} disabled={countdown.running} loading={sending} data-testid="email-send-code">
              {countdownLabel(t, countdown.left)}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

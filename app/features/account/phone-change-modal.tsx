// 修改手机号: a new number, an SMS code sent to it (faDuanxin isreg 0, logged in; the button counts
// down 60 s) and setPhone. Until this succeeds the account save refuses a changed tel.
import { Button, Form, Input, Space, message } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useEffect, useState } from 'react';
import { userApi } from '../../../contracts/api/user.ts';
import { verificationApi } from '../../../contracts/api/verification.ts';
import { USER_MESSAGES, setPhoneSchema } from '../../../contracts/user.ts';
import { api } from '../../api/client.ts';
import { countdownLabel, useCountdown } from '../auth/use-countdown.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { VERIFICATION_MESSAGES } from '../../../contracts/verification.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useT } from '../../i18n/use-t.ts';

interface PhoneValues {
  phone?: string;
  smscode?: string;
}

interface PhoneChangeModalProps {
  open: boolean;
  onClose(): void;
  onChanged(phone: string): void;
}

export function PhoneChangeModal({ open, onClose, onChanged }: PhoneChangeModalProps) {
  const [form] = Form.useForm<PhoneValues>();
  const countdown = useCountdown();
  const t = useT();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  async function sendCode() {
    const phone = await form
      .validateFields(['phone'])
      .then((values) => values.phone?.trim())
      .catch(() => undefined);
    if (!phone) return;
    countdown.start();
    setSending(true);
    try {
      const answer = await api.call(verificationApi.sms, {}, { body: { phone, isreg: 0 } });
      void message.success(inPageLanguage(answer?.info || VERIFICATION_MESSAGES.codeSent));
    } catch {
      countdown.reset();
    } finally {
      setSending(false);
    }
  }

  async function confirm() {
    const values = await form.validateFields().catch(() => null);
    if (!values?.phone || !values.smscode) return;
    setSaving(true);
    try {
      const phone = values.phone.trim();
      await api.call(userApi.setPhone, {}, { body: { phone, smscode: values.smscode.trim() } });
      void message.success(inPageLanguage(USER_MESSAGES.phoneUpdated));
      onChanged(phone);
    } catch {
      // shown by the client; the modal keeps the input
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={t('profile.changePhone')}
      okText={t('profile.confirmChange')}
      cancelText={t('profile.cancel')}
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="phoneChange" layout="vertical" data-testid="phone-change-form">
        <Form.Item label={t('profile.newPhone')} name="phone" rules={[zodRule(setPhoneSchema.shape.phone)]}>
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item label={t('profile.code')} htmlFor="phoneChange_smscode" required>
          <Space.Compact block>
            <Form.Item name="smscode" noStyle rules={[zodRule(setPhoneSchema.shape.smscode)]}>
              <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <Button onClick={() => void sendCode()} disabled={countdown.running} loading={sending} data-testid="phone-send-code">
              {countdownLabel(t, countdown.left)}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

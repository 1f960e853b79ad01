// The flow 修改邮箱 and 修改手机号 share (issue 36 point 4): the new address or number, a code sent to
// it (the button counts down 60 s; a refused send frees it at once), then the change. The form is
// emptied each time the dialog opens. email-change-modal.tsx and phone-change-modal.tsx give their
// fields, calls and words; a refusal is shown by the API client and the dialog keeps the input.
import { Button, Form, Input, Space, message, type FormRule } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { FormDialog } from '../../components/form-dialog.tsx';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { useT } from '../../i18n/use-t.ts';
import { countdownLabel, useCountdown } from '../auth/use-countdown.ts';

export interface CodeChangeDialogProps<V, R> {
  open: boolean;
  onClose(): void;
  title: string;
  /** Above the form. */
  note?: ReactNode;
  /** The form's name: the fields' ids start with it (emailChange_code). */
  name: string;
  /** `<testId>-change-form` and `<testId>-send-code`. */
  testId: 'email' | 'phone';
  /** The fields above the code. */
  fields: ReactNode;
  /** The code's field: its name, label and rule. */
  code: { name: string; label: string; rule: FormRule };
  /** The fields checked before a code is sent. */
  sendFields: ReadonlyArray<keyof V & string>;
  /** Sends the code and gives the words to show; null when the values do not allow it. */
  send(values: V): Promise<string> | null;
  /** Makes the change; null when the values do not allow it. */
  save(values: V): Promise<R> | null;
  /** Shown after the change, before `onChanged`. */
  savedMessage: string;
  onChanged(result: R): void;
  /** Opening the dialog frees the code button too (修改邮箱; 修改手机号 keeps a running countdown). */
  freshCountdown?: boolean;
}

export function CodeChangeDialog<V, R>({ open, onClose, title, note, name, testId, fields, code, sendFields, send, save, savedMessage, onChanged, freshCountdown = false }: CodeChangeDialogProps<V, R>) {
  const [form] = Form.useForm<V>();
  const countdown = useCountdown();
  const t = useT();
  const resetCountdown = countdown.reset;
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (freshCountdown) resetCountdown();
  }, [open, form, freshCountdown, resetCountdown]);

  async function sendCode() {
    const values = await form.validateFields([...sendFields]).catch(() => null);
    const request = values && send(values);
    if (!request) return;
    countdown.start();
    setSending(true);
    try {
      void message.success(inPageLanguage(await request));
    } catch {
      // The client showed the refusal (密码错误, the 60-second rule …); the button is free again.
      countdown.reset();
    } finally {
      setSending(false);
    }
  }

  async function confirm() {
    const values = await form.validateFields().catch(() => null);
    const request = values && save(values);
    if (!request) return;
    setSaving(true);
    try {
      const result = await request;
      void message.success(inPageLanguage(savedMessage));
      onChanged(result);
    } catch {
      // shown by the client; the modal keeps the input
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={title}
      okText={t('profile.confirmChange')}
      cancelText={t('profile.cancel')}
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={onClose}
      forceRender
    >
      {note}
      <Form form={form} name={name} layout="vertical" data-testid={`${testId}-change-form`}>
        {fields}
        <Form.Item label={code.label} htmlFor={`${name}_${code.name}`} required>
          <Space.Compact block>
            <Form.Item name={code.name} noStyle rules={[code.rule]}>
              <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <Button onClick={() => void sendCode()} disabled={countdown.running} loading={sending} data-testid={`${testId}-send-code`}>
              {countdownLabel(t, countdown.left)}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

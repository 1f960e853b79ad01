// 新建密钥: a name and the scopes, then the new key in a second dialog, the only time it is ever
// shown (the server keeps its hash alone). Closing that dialog forgets the key in the browser too.
import { Alert, Button, Checkbox, Form, Input, Modal, message } from 'antd';
import { useEffect, useState } from 'react';
import { apiKeyApi } from '../../../contracts/api/api-keys.ts';
import { API_KEY_LIMITS, API_KEY_MESSAGES, API_KEY_SCOPES, API_KEY_SCOPE_LABELS, createApiKeyInput } from '../../../contracts/api-keys.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { api } from '../../api/client.ts';
import { FORM_DIALOG_MOTION, FormDialog } from '../../components/form-dialog.tsx';
import { zodRule } from '../../components/zod-rule.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

interface CreateValues {
  name?: string;
  scopes?: string[];
}

interface ApiKeyCreateModalProps {
  open: boolean;
  onClose(): void;
  /** After a key was made (the list reloads). */
  onCreated(): void;
}

export function ApiKeyCreateModal({ open, onClose, onCreated }: ApiKeyCreateModalProps) {
  const [form] = Form.useForm<CreateValues>();
  const [saving, setSaving] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const t = useT();
  const { lang } = useLocale();
  const say = (text: string) => messageIn(lang, text);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  async function create() {
    const values = await form.validateFields().catch(() => null);
    if (!values?.name || !values.scopes) return;
    setSaving(true);
    try {
      const answer = await api.call(apiKeyApi.add, {}, { body: { name: values.name.trim(), scopes: values.scopes } });
      setNewKey(answer.key);
      onCreated();
      onClose();
    } catch {
      // shown by the client (the 10-key limit …); the dialog keeps the input
    } finally {
      setSaving(false);
    }
  }

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      void message.success(t('apiKeys.copied'));
    } catch {
      // Without a secure context the key stays selectable in the field.
    }
  }

  return (
    <>
      <FormDialog
        open={open}
        title={t('apiKeys.create')}
        okText={t('apiKeys.create')}
        cancelText={t('profile.cancel')}
        confirmLoading={saving}
        onOk={() => void create()}
        onCancel={onClose}
        forceRender
      >
        <Form form={form} name="apiKeyCreate" layout="vertical" data-testid="api-key-form" initialValues={{ scopes: [] }}>
          <Form.Item label={t('apiKeys.name')} name="name" rules={[zodRule(createApiKeyInput.shape.name)]}>
            <Input maxLength={API_KEY_LIMITS.nameMax} placeholder={t('apiKeys.namePlaceholder')} />
          </Form.Item>
          <Form.Item label={t('apiKeys.scopes')} name="scopes" rules={[zodRule(createApiKeyInput.shape.scopes)]}>
            <Checkbox.Group className="api-key-scopes" options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: `${say(API_KEY_SCOPE_LABELS[scope])} (${scope})` }))} />
          </Form.Item>
        </Form>
      </FormDialog>
      <Modal
        {...FORM_DIALOG_MOTION}
        open={newKey !== null}
        title={t('apiKeys.createdTitle')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        // Closed, the dialog would keep its last content (the key) hidden in the page: it goes with it.
        destroyOnHidden
        onCancel={() => setNewKey(null)}
        footer={
          <Button type="primary" onClick={() => setNewKey(null)} data-testid="api-key-saved">
            {t('apiKeys.saved')}
          </Button>
        }
      >
        <Alert type="warning" showIcon message={say(API_KEY_MESSAGES.shownOnce)} className="api-key-once" />
        {newKey ? (
          <div className="api-key-secret">
            <Input readOnly value={newKey} aria-label={t('apiKeys.createdTitle')} data-testid="api-key-secret" onFocus={(e) => e.currentTarget.select()} />
            <Button onClick={() => void copy(newKey)}>{t('apiKeys.copy')}</Button>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

// Change my password (the member's other sessions end on the server).
import { Button, Card, Form, Input, message } from 'antd';
import { useState } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { staffPasswordInput } from '../../../contracts/staff.ts';
import { api } from '../../api/client.ts';
import { sameAsRule, zodRule } from '../../components/zod-rule.ts';

interface PasswordValues {
  old_password?: string;
  password?: string;
  confirm?: string;
}

export function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  async function submit(values: PasswordValues) {
    setSaving(true);
    try {
      await api.call(staffApi.password, {}, { body: { old_password: values.old_password, password: values.password } });
      form.resetFields();
      void message.success('密码已修改');
    } catch {
      // Refusal shown by the client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="修改密码" className="console-section">
      <Form form={form} layout="vertical" name="staff_password" onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item name="old_password" label="当前密码" rules={[zodRule(staffPasswordInput.shape.old_password)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="新密码" rules={[zodRule(staffPasswordInput.shape.password)]} extra="至少8位，须包含字母、数字和特殊字符">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label="确认新密码" dependencies={['password']} rules={[{ required: true, message: '请再次输入新密码' }, sameAsRule('password', '两次输入的密码不一致')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}

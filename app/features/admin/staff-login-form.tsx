// Staff sign-in: e-mail and password; when the server answers step 'totp', the 6-digit code of the
// authenticator is asked for and everything is sent again with it. A finished sign-in stores the
// staff token and goes back where the member was sent from, or to the TOTP enrolment when required.
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { STAFF_MESSAGES, staffLoginInput, totpConfirmInput } from '../../../contracts/staff.ts';
import { api } from '../../api/client.ts';
import { saveStaffToken } from '../../api/session.ts';
import { zodRule } from '../auth/zod-rule.ts';

interface LoginValues {
  email?: string;
  password?: string;
  totp?: string;
}

export type LoginOutcome = { mustEnrol: boolean };

export function StaffLoginForm({ onDone }: { onDone: (outcome: LoginOutcome) => void }) {
  const [form] = Form.useForm<LoginValues>();
  const [needsTotp, setNeedsTotp] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: LoginValues) {
    setSubmitting(true);
    try {
      const body = { email: values.email?.trim() ?? '', password: values.password ?? '', ...(needsTotp ? { totp: values.totp ?? '' } : {}) };
      const answer = await api.call(staffApi.login, {}, { body });
      if (answer.step === 'totp') {
        setNeedsTotp(true);
        return;
      }
      if (answer.token) {
        saveStaffToken(answer.token);
        onDone({ mustEnrol: answer.must_enrol });
      }
    } catch {
      // The client showed the server's message; what was typed stays.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form form={form} name="staff_login" layout="vertical" onFinish={submit} data-testid="staff-login-form" requiredMark={false}>
      <Form.Item name="email" label="邮箱" rules={[zodRule(staffLoginInput.shape.email)]}>
        <Input type="email" autoComplete="username" placeholder="请输入员工邮箱" disabled={needsTotp} />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[zodRule(staffLoginInput.shape.password)]}>
        <Input.Password autoComplete="current-password" placeholder="请输入密码" disabled={needsTotp} />
      </Form.Item>
      {needsTotp ? (
        <Form.Item
          name="totp"
          label="动态验证码"
          extra="请打开身份验证器，输入 6 位动态验证码"
          rules={[{ required: true, message: STAFF_MESSAGES.totpRequired }, zodRule(totpConfirmInput.shape.totp)]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6 位数字" autoFocus />
        </Form.Item>
      ) : null}
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
      {needsTotp ? (
        <Button
          type="link"
          block
          onClick={() => {
            setNeedsTotp(false);
            form.setFieldsValue({ totp: undefined });
          }}
        >
          换个账号登录
        </Button>
      ) : null}
    </Form>
  );
}

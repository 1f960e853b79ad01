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
import { sameAsRule, zodRule } from './zod-rule.ts';

interface ResetValues {
  code?: string;
  password?: string;
  repassword?: string;
}

export function ForgetPwdForm() {
  const navigate = useNavigate();
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
      void message.success(answer?.info || '验证码已发送');
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
      void message.success(USER_MESSAGES.passwordReset);
      clearSession();
      await navigate('/');
    } catch {
      // The server's message was shown as an error; the form keeps what was typed.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="forget-pwd">
      <Steps
        size="small"
        current={email ? 1 : 0}
        className="forget-pwd__steps"
        items={[{ title: '验证邮箱' }, { title: '重置密码' }]}
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
          <Form.Item name="email" label="邮箱" rules={[zodRule(resetPasswordFields.email)]} extra="我们会向该邮箱发送6位验证码，10分钟内有效">
            <Input type="email" autoComplete="email" placeholder="请输入注册邮箱" />
          </Form.Item>
          <Form.Item className="auth-actions">
            <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={countdown.running && !sending} data-testid="send-email-code">
              {countdown.running && !sending ? countdownLabel(countdown.left) : '发送验证码'}
            </Button>
          </Form.Item>
        </Form>
      ) : (
        <Form form={resetForm} name="forget_reset" layout="vertical" className="auth-form" data-testid="forget-reset-form" onFinish={reset}>
          <p className="auth-note">
            验证码已发送至 <strong>{email}</strong>，请查收邮件。
          </p>
          <Form.Item label="验证码" required>
            <div className="auth-code-row">
              <Form.Item name="code" noStyle rules={[zodRule(resetPasswordFields.code)]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="请输入邮件中的验证码" aria-label="验证码" />
              </Form.Item>
              <Button onClick={() => void sendCode(email)} disabled={countdown.running} loading={sending} data-testid="resend-email-code">
                {countdownLabel(countdown.left, '重新发送')}
              </Button>
            </div>
          </Form.Item>
          <Form.Item name="password" label="新密码" rules={[zodRule(resetPasswordFields.password)]} extra="至少8位，需包含字母、数字和特殊字符">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="repassword"
            label="确认密码"
            dependencies={['password']}
            rules={[zodRule(resetPasswordFields.repassword), sameAsRule('password', USER_MESSAGES.passwordMismatch)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item className="auth-actions">
            <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="reset-submit">
              确认修改
            </Button>
          </Form.Item>
          <Button type="link" onClick={() => setEmail(null)} className="auth-back">
            更换邮箱
          </Button>
        </Form>
      )}
    </div>
  );
}

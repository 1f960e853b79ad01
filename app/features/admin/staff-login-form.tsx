// Staff sign-in: e-mail and password; when the server answers step 'totp', the 6-digit code of the
// authenticator is asked for and everything is sent again with it; when it answers step 'captcha'
// (the account has had many failures from anywhere), an image captcha is asked for as well, a new
// picture for every try since each allows one guess. A finished sign-in stores the staff token and
// goes back where the member was sent from, or to the TOTP enrolment when required.
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { STAFF_MESSAGES, staffLoginInput, totpConfirmInput } from '../../../contracts/staff.ts';
import { api } from '../../api/client.ts';
import { saveStaffToken } from '../../api/session.ts';
import { useCaptcha } from '../auth/use-captcha.ts';
import { zodRule } from '../../components/zod-rule.ts';

interface LoginValues {
  email?: string;
  password?: string;
  totp?: string;
  captcha?: string;
}

export type LoginOutcome = { mustEnrol: boolean };

export function StaffLoginForm({ onDone }: { onDone: (outcome: LoginOutcome) => void }) {
  const [form] = Form.useForm<LoginValues>();
  const [needsTotp, setNeedsTotp] = useState(false);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha(needsCaptcha);

  async function submit(values: LoginValues) {
    setSubmitting(true);
    try {
      const body = {
        email: values.email?.trim() ?? '',
        password: values.password ?? '',
        ...(needsTotp ? { totp: values.totp ?? '' } : {}),
        ...(needsCaptcha ? { captcha: values.captcha ?? '', captcha_key: captcha.captchaKey ?? '' } : {}),
      };
      const answer = await api.call(staffApi.login, {}, { body });
      if (answer.step === 'captcha') {
        setNeedsCaptcha(true);
        return;
      }
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
      // A captcha is spent by the try that carried it.
      if (needsCaptcha) {
        form.setFieldValue('captcha', '');
        captcha.refresh();
      }
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
      {needsCaptcha ? (
        <Form.Item label="图片验证码" required extra={STAFF_MESSAGES.captchaNeeded}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: STAFF_MESSAGES.captchaRequired }]}>
              <Input autoComplete="off" maxLength={8} placeholder="请输入图中字符" aria-label="图片验证码" style={{ flex: 1 }} />
            </Form.Item>
            <button
              type="button"
              onClick={captcha.refresh}
              disabled={captcha.loading}
              title="看不清？点击换一张"
              aria-label={captcha.image ? '验证码图片，点击换一张' : undefined}
              data-testid="staff-captcha-image"
              style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', width: 120, height: 40 }}
            >
              {captcha.image ? <img src={captcha.image} alt="图片验证码" width={120} height={40} /> : <span>{captcha.loading ? '加载中…' : '点击获取'}</span>}
            </button>
          </div>
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

// Two-step sign-in: 获取二维码 asks the server for a secret and its QR code (an SVG the server made,
// shown as an image, never injected as markup), the member scans it and confirms with 6 digits.
import { Alert, Button, Card, Form, Input, Space, Typography, message } from 'antd';
import { useState } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { STAFF_MESSAGES, totpConfirmInput } from '../../../contracts/staff.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { api } from '../../api/client.ts';
import { zodRule } from '../../components/zod-rule.ts';
import type { StaffSelf } from './console-context.ts';

type Setup = EndpointData<typeof staffApi.totpSetup>;

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TotpEnrol({ me, onEnrolled }: { me: StaffSelf; onEnrolled: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      setSetup(await api.call(staffApi.totpSetup));
    } catch {
      // Refusal shown by the client.
    } finally {
      setBusy(false);
    }
  }

  async function confirm(values: { totp?: string }) {
    setBusy(true);
    try {
      await api.call(staffApi.totpConfirm, {}, { body: { totp: values.totp } });
      setSetup(null);
      void message.success(STAFF_MESSAGES.totpEnrolled);
      onEnrolled();
    } catch {
      // 动态验证码错误 shown by the client.
    } finally {
      setBusy(false);
    }
  }

  if (me.totp_enabled) {
    return (
      <Card title="两步验证" className="console-section" data-testid="totp-card">
        <Alert type="success" showIcon title={STAFF_MESSAGES.totpEnrolled} />
      </Card>
    );
  }

  return (
    <Card title="两步验证" className="console-section" data-testid="totp-card">
      {me.scope === 'enrol' ? <Alert type="warning" showIcon title={STAFF_MESSAGES.enrolFirst} style={{ marginBottom: 16 }} /> : null}
      {!setup ? (
        <Space orientation="vertical">
          <Typography.Paragraph>用身份验证器（如 Google Authenticator、Microsoft Authenticator）扫描二维码，登录时再输入其中的 6 位动态验证码。</Typography.Paragraph>
          <Button type="primary" loading={busy} onClick={() => void start()}>
            获取二维码
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical" size={12} style={{ maxWidth: 420 }}>
          <div className="console-qr">
            <img src={svgDataUrl(setup.qrcode)} alt="动态验证码二维码" width={200} height={200} />
          </div>
          <div>
            无法扫描时手动输入密钥：
            <Typography.Text className="console-mono" copyable={{ text: setup.secret, tooltips: ['复制', '已复制'] }} data-testid="totp-secret">
              {setup.secret}
            </Typography.Text>
          </div>
          <Form layout="vertical" name="totp_confirm" onFinish={confirm}>
            <Form.Item name="totp" label="动态验证码" rules={[{ required: true, message: STAFF_MESSAGES.totpRequired }, zodRule(totpConfirmInput.shape.totp)]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6 位数字" style={{ width: 160 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              确认绑定
            </Button>
          </Form>
        </Space>
      )}
    </Card>
  );
}

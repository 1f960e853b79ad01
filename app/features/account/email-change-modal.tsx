// 修改邮箱: the new login e-mail, the current password and a code sent to the new address
// (changeEmailCode; the button counts down 60 s), then changeEmail. The account form never changes
// the e-mail itself; after this the old address is told and other devices are logged out. The flow
// is code-change-dialog.tsx's, shared with 修改手机号; here are the e-mail's fields and calls.
import { Form, Input } from 'antd';
import { userApi, type AccountInfo } from '../../../contracts/api/user.ts';
import { USER_MESSAGES, changeEmailCodeFields, changeEmailSchema } from '../../../contracts/user.ts';
import { api } from '../../api/client.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { useT } from '../../i18n/use-t.ts';
import { CodeChangeDialog } from './code-change-dialog.tsx';

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

function sendCode({ email, password }: EmailValues) {
  if (!email || !password) return null;
  return api.call(userApi.changeEmailCode, {}, { body: { email: email.trim(), password } }).then((answer) => answer.info);
}

function changeEmail({ email, code }: EmailValues) {
  if (!email || !code) return null;
  return api.call(userApi.changeEmail, {}, { body: { email: email.trim(), code: code.trim() } });
}

export function EmailChangeModal({ open, onClose, onChanged }: EmailChangeModalProps) {
  const t = useT();
  return (
    <CodeChangeDialog<EmailValues, AccountInfo>
      open={open}
      onClose={onClose}
      title={t('profile.changeEmail')}
      note={<p className="account-email-note">{t('profile.emailChangeNote')}</p>}
      name="emailChange"
      testId="email"
      fields={
        <>
          <Form.Item label={t('profile.newEmail')} name="email" rules={[zodRule(changeEmailCodeFields.email)]}>
            <Input maxLength={254} inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label={t('profile.currentPassword')} name="password" rules={[zodRule(changeEmailCodeFields.password)]}>
            <Input.Password maxLength={256} autoComplete="current-password" />
          </Form.Item>
        </>
      }
      code={{ name: 'code', label: t('profile.emailCode'), rule: zodRule(changeEmailSchema.shape.code) }}
      sendFields={['email', 'password']}
      send={sendCode}
      save={changeEmail}
      savedMessage={USER_MESSAGES.emailChanged}
      onChanged={onChanged}
      freshCountdown
    />
  );
}

// 修改手机号: a new number, an SMS code sent to it (faDuanxin isreg 0, logged in; the button counts
// down 60 s) and setPhone. Until this succeeds the account save refuses a changed tel. The flow is
// code-change-dialog.tsx's, shared with 修改邮箱; here are the number's field and calls.
import { Form, Input } from 'antd';
import { userApi } from '../../../contracts/api/user.ts';
import { verificationApi } from '../../../contracts/api/verification.ts';
import { USER_MESSAGES, setPhoneSchema } from '../../../contracts/user.ts';
import { VERIFICATION_MESSAGES } from '../../../contracts/verification.ts';
import { api } from '../../api/client.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { useT } from '../../i18n/use-t.ts';
import { CodeChangeDialog } from './code-change-dialog.tsx';

interface PhoneValues {
  phone?: string;
  smscode?: string;
}

interface PhoneChangeModalProps {
  open: boolean;
  onClose(): void;
  onChanged(phone: string): void;
}

function sendCode(values: PhoneValues) {
  const phone = values.phone?.trim();
  if (!phone) return null;
  return api.call(verificationApi.sms, {}, { body: { phone, isreg: 0 } }).then((answer) => answer?.info || VERIFICATION_MESSAGES.codeSent);
}

/** Resolves to the new number. */
function setPhone(values: PhoneValues) {
  if (!values.phone || !values.smscode) return null;
  const phone = values.phone.trim();
  return api.call(userApi.setPhone, {}, { body: { phone, smscode: values.smscode.trim() } }).then(() => phone);
}

export function PhoneChangeModal({ open, onClose, onChanged }: PhoneChangeModalProps) {
  const t = useT();
  return (
    <CodeChangeDialog<PhoneValues, string>
      open={open}
      onClose={onClose}
      title={t('profile.changePhone')}
      name="phoneChange"
      testId="phone"
      fields={
        <Form.Item label={t('profile.newPhone')} name="phone" rules={[zodRule(setPhoneSchema.shape.phone)]}>
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
      }
      code={{ name: 'smscode', label: t('profile.code'), rule: zodRule(setPhoneSchema.shape.smscode) }}
      sendFields={['phone']}
      send={sendCode}
      save={setPhone}
      savedMessage={USER_MESSAGES.phoneUpdated}
      onChanged={onChanged}
    />
  );
}

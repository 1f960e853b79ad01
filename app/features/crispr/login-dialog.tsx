// Without a session token the tool shows the dialog 请先登录! with login (coming back to the tool
// afterwards) and go-back buttons, as the specification describes.
import { Button } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useNavigate } from 'react-router';
import { loginHref } from '../account/login-required.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';

export function LoginDialog({ open, redirect, onClose }: { open: boolean; redirect: string; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const { to, pathTo } = useLocale();
  const back = () => {
    onClose();
    if (window.history.length > 1) void navigate(-1);
    else void navigate(pathTo('home'));
  };
  return (
    <FormDialog
      open={open}
      title={t('crispr.login.title')}
      onCancel={onClose}
      data-testid="crispr-login-dialog"
      footer={[
        <Button key="back" onClick={back}>
          {t('crispr.login.back')}
        </Button>,
        <Button key="login" type="primary" onClick={() => void navigate(to(loginHref(to(redirect))))}>
          {t('crispr.login.go')}
        </Button>,
      ]}
    >
      <p>{t('crispr.login.text')}</p>
    </FormDialog>
  );
}

// Without a session token the tool shows the dialog 请先登录! with login (coming back to the tool
// afterwards) and go-back buttons, as the specification describes.
import { Button } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useNavigate } from 'react-router';
import { LOGIN_PROMPT, loginHref } from '../account/login-required.tsx';

export function LoginDialog({ open, redirect, onClose }: { open: boolean; redirect: string; onClose: () => void }) {
  const navigate = useNavigate();
  const back = () => {
    onClose();
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <FormDialog
      open={open}
      title={LOGIN_PROMPT}
      onCancel={onClose}
      data-testid="crispr-login-dialog"
      footer={[
        <Button key="back" onClick={back}>
          返回
        </Button>,
        <Button key="login" type="primary" onClick={() => void navigate(loginHref(redirect))}>
          去登录
        </Button>,
      ]}
    >
      <p>CRISPR-Net 在线评分需要登录后使用，结果仅本人可见。</p>
    </FormDialog>
  );
}

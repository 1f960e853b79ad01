// /confirmation: what to do after registering (spec: activation e-mail within 5 minutes, spam folder,
// manual activation by support).
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Route } from './+types/confirmation';
import { pageTitle, telHref } from '../components/shell-rules.ts';
import { rootSettings, useShellData } from '../components/shell-data.ts';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { withSiteMeta } from '../components/page-meta.ts';

/** The web settings carry no support address; this is where customers write to. */
const SUPPORT_EMAIL = 'service@example.com';

const ownMeta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(rootSettings(matches)?.company_name, '激活账号') }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Confirmation() {
  const { settings } = useShellData();
  const phone = telHref(settings.xxl_tel400, settings.xxl_tel);

  return (
    <AuthPage title="激活账号" heading="请激活您的账号" testId="confirmation-page">
      <div className="confirmation">
        <MailOutlined className="confirmation__icon" aria-hidden />
        <p>
          感谢您的注册！激活邮件将在<strong>5分钟内</strong>发送到您的注册邮箱，请点击邮件中的激活链接完成激活，激活后即可
          <Link to="/login">登录</Link>。
        </p>
        <p>如果收件箱中没有找到激活邮件，请检查垃圾邮件文件夹。</p>
        <p>如果仍未收到，请通过以下方式联系我们，工作人员将为您人工激活账号：</p>
        <ul className="confirmation__contacts">
          <li>
            <MailOutlined aria-hidden /> 客服邮箱：<a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
          {phone ? (
            <li>
              <PhoneOutlined aria-hidden /> 免费咨询热线：<a href={phone.href}>{phone.label}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </AuthPage>
  );
}

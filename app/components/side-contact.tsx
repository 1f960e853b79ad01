// Fixed online-consultation and call links: a column at the right edge on wide screens, a bar at the
// bottom on phones. Plain links, so they work without JavaScript.
import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ShellData } from './shell-data.ts';
import { qqChatHref, telHref } from './shell-rules.ts';

export function SideContact({ settings }: Pick<ShellData, 'settings'>) {
  const qq = qqChatHref(settings.xxl_qq);
  const phone = telHref(settings.xxl_tel400, settings.xxl_tel);
  if (!qq && !phone) return null;
  return (
    <aside className="side-contact" aria-label="在线咨询与电话" data-testid="side-contact">
      {qq ? (
        <a className="side-contact__link" href={qq} target="_blank" rel="noopener noreferrer" data-testid="online-consult">
          <CustomerServiceOutlined aria-hidden />
          <span>在线咨询</span>
        </a>
      ) : null}
      {phone ? (
        <a className="side-contact__link" href={phone.href} data-testid="call-link">
          <PhoneOutlined aria-hidden />
          <span>电话咨询</span>
          <span className="visually-hidden">{phone.label}</span>
        </a>
      ) : null}
    </aside>
  );
}

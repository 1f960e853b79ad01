// /confirmation: what to do after registering (spec: activation e-mail within 5 minutes, spam folder,
// manual activation by support).
import { MailOutlined, PhoneOutlined } from '../components/plain-icons.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/confirmation';
import { pageTitle, telHref } from '../components/shell-rules.ts';
import { rootMessages, rootSettings, useShellData } from '../components/shell-data.ts';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

/** The web settings carry no support address; this is where customers write to. */
const SUPPORT_EMAIL = 'service@example.com';

const ownMeta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('auth.confirmation')) }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Confirmation() {
  const { settings } = useShellData();
  const phone = telHref(settings.xxl_tel400, settings.xxl_tel);
  const t = useT();
  const { pathTo } = useLocale();

  return (
    <AuthPage title={t('auth.confirmation')} heading={t('auth.confirmationHeading')} testId="confirmation-page">
      <div className="confirmation">
        <MailOutlined className="confirmation__icon" aria-hidden />
        <p>
          {t('auth.thanks')}
          <strong>{t('auth.fiveMinutes')}</strong>
          {t('auth.thanksRest')}
          <Link to={pathTo('login')}>{t('auth.login')}</Link>
          {t('auth.sentenceEnd')}
        </p>
        <p>{t('auth.spamFolder')}</p>
        <p>{t('auth.manualActivation')}</p>
        <ul className="confirmation__contacts">
          <li>
            <MailOutlined aria-hidden /> {t('auth.supportEmail')}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
          {phone ? (
            <li>
              <PhoneOutlined aria-hidden /> {t('auth.hotline')}
              <a href={phone.href}>{phone.label}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </AuthPage>
  );
}

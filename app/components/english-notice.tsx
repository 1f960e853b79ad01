// On the English site, an item staff have not translated yet says so in English and links to its
// Chinese page (the services answer `hasEnglish: false` and leave the text empty rather than Chinese).
import { Link, useLocation } from 'react-router';
import { switchTarget } from '../../contracts/page-language.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

export function EnglishNotice({ item }: { item: { hasEnglish?: boolean } | null | undefined }) {
  const t = useT();
  const { lang } = useLocale();
  const location = useLocation();
  if (lang !== 'en' || item?.hasEnglish !== false) return null;
  return (
    <p className="english-notice" role="note" data-testid="english-notice">
      {t('english.missing')}{' '}
      <Link to={switchTarget(location, 'zh')} lang="zh-CN" reloadDocument>
        {t('english.chineseLink')}
      </Link>
    </p>
  );
}

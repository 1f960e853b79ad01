// The CN/EN switch: the same page in the other language (same path under /en, same query) opens in a
// new window; the English site's switch leads back to the Chinese page the same way. The button is
// plain HTML until it is first hovered or pressed; then the dropdown's code loads (language-menu.tsx)
// and opens, so pages do not ship antd's menu and trigger up front.
import { DownOutlined, GlobalOutlined } from './plain-icons.tsx';
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { switchTarget } from '../../contracts/page-language.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

const LanguageMenu = lazy(() => import('./language-menu.tsx'));

export function LanguageSwitch() {
  const t = useT();
  const { lang } = useLocale();
  const location = useLocation();
  const [wanted, setWanted] = useState<{ refocus: boolean } | null>(null);
  const ask = (refocus: boolean) => setWanted((current) => current ?? { refocus });
  const button = (
    <button
      type="button"
      className="lang-switch"
      data-testid="language-switch"
      aria-haspopup="menu"
      onPointerEnter={() => ask(false)}
      onClick={(event) => ask(event.detail === 0)}
    >
      <GlobalOutlined aria-hidden /> <span>{t('lang.current')}</span>
      <span className="visually-hidden">{t('lang.switch')}</span> <DownOutlined aria-hidden className="lang-switch__caret" />
    </button>
  );
  if (!wanted) return button;
  const targets = { zh: switchTarget(location, 'zh'), en: switchTarget(location, 'en') };
  return (
    <Suspense fallback={button}>
      <LanguageMenu current={lang} targets={targets} refocus={wanted.refocus}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}

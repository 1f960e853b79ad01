// The CN/EN switch: the site itself is Chinese; "English" opens the configured English site in a new
// window. The button is plain HTML until it is first hovered or pressed; then the dropdown's code
// loads (language-menu.tsx) and opens, so pages do not ship antd's menu and trigger up front.
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Suspense, lazy, useState } from 'react';

const LanguageMenu = lazy(() => import('./language-menu.tsx'));

export function LanguageSwitch({ enSiteUrl }: { enSiteUrl: string }) {
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
      <GlobalOutlined aria-hidden /> <span>CN</span>
      <span className="visually-hidden">切换语言</span> <DownOutlined aria-hidden className="lang-switch__caret" />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu enSiteUrl={enSiteUrl} refocus={wanted.refocus}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}

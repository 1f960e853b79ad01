// The header: a top bar (welcome, search, hot line, account, CN/EN) and the main bar (logo, menu).
// `overlay` is the home style (transparent over the page banner); `fixed` pins the main bar after
// the scroll threshold.
import { MenuOutlined, PhoneOutlined } from './plain-icons.tsx';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AccountLinks } from './account-links.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SearchBox } from './search-box.tsx';
import type { ShellCategory, ShellData } from './shell-data.ts';
import { MOBILE_MENU_ID, companyName, telHref } from './shell-rules.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { SiteLink } from './site-link.tsx';
import { ReusedMarkup } from './reused-markup.tsx';

// The drawer (antd's Drawer and the whole tree) is closed at first paint: its code loads when the
// menu button is pointed at or pressed, not with every page.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
/** Where the menu button replaces the desktop menu (app/styles/navigation.css). */
const MENU_BUTTON_SCREENS = '(max-width: 1100px)';

interface SiteHeaderProps extends Omit<ShellData, 'nav'> {
  nav: ShellCategory[];
  overlay: boolean;
  fixed: boolean;
}

export function SiteHeader({ nav, settings, overlay, fixed }: SiteHeaderProps) {
  const t = useT();
  const { lang, pathTo } = useLocale();
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted once asked for, then kept, so the drawer's closing animation still runs.
  const [menuWanted, setMenuWanted] = useState(false);
  // On screens with the menu button, fetch the drawer's code once the page is idle, so the first tap
  // opens it at once; it still does not count against what the page loads before it is interactive.
  useEffect(() => {
    if (!window.matchMedia(MENU_BUTTON_SCREENS).matches) return;
    const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 2000));
    idle(() => void loadMobileMenu());
  }, []);
  const name = companyName(settings.company_name);
  const phone = telHref(settings.xxl_tel400, settings.xxl_tel);
  const classes = ['site-header', overlay ? 'is-overlay' : '', fixed ? 'is-fixed' : ''].filter(Boolean).join(' ');

  return (
    <div className={`site-header-slot${overlay ? ' is-overlay' : ''}`}>
      {/* Its inside shows the address (the menu's current entry, the language switch, the search box on
          /searchResult), the settings and the menu; nothing of the visitor's (account-links.tsx). */}
      <ReusedMarkup as="header" name="site-header" className={classes} data-testid="site-header" inputs={[lang, pathname, search, settings, nav]}>
        <div className="topbar">
          <div className="container topbar__inner">
            <p className="topbar__welcome">{t('header.welcome', { name })}</p>
            <div className="topbar__tools">
              <SearchBox className="topbar__search" inputId="site-search-keyword" />
              {phone ? (
                <a className="topbar__tel" href={phone.href}>
                  <PhoneOutlined aria-hidden /> {phone.label}
                </a>
              ) : null}
              <AccountLinks />
              <LanguageSwitch />
            </div>
          </div>
        </div>
        <div className="mainbar">
          <div className="container mainbar__inner">
            <SiteLink to={pathTo('home')} className="logo" aria-label={t('header.home', { name })} data-testid="site-logo">
              <LogoMark />
              <span className="logo__text">{name}</span>
            </SiteLink>
            <DesktopNav nav={nav} />
            <button
              type="button"
              className="menu-button"
              aria-label={t('header.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              data-testid="mobile-menu-button"
              onPointerEnter={() => void loadMobileMenu()}
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen(true);
              }}
            >
              <MenuOutlined aria-hidden />
            </button>
          </div>
        </div>
      </ReusedMarkup>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} nav={nav} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A stylised double helix; decorative, the company name beside it is the link's text. */
function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="currentColor" opacity="0.12" />
      <path d="M13 6c0 9 14 10 14 19s-14 9-14 9" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M27 6c0 9-14 10-14 19s14 9 14 9" fill="none" stroke="#14a3a8" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M15 11h10M16 20h8M15 29h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" opacity="0.7" />
    </svg>
  );
}

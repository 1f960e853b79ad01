// The frame of every page: skip link, header, <main>, footer and the fixed contact links. It also
// keeps the web settings cached in session storage for pages that render in the browser only.
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { STORAGE_KEYS, getStoredWebSettings, saveWebSettings } from '../api/session.ts';
import { navOf, type ShellData } from './shell-data.ts';
import { chatHref, isHeaderFixed, telHref, usesHomeHeader } from './shell-rules.ts';
import { markShellHydrated } from './interactive-marker.ts';
import { SideContact } from './side-contact.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { chinesePath } from '../../contracts/page-language.ts';
import { useT } from '../i18n/use-t.ts';

/**
 * A route exports `handle = { plainHeader: true }` when it never starts with a banner (the 404 page):
 * the transparent home-style header would otherwise sit on a white page.
 */
export interface ShellHandle {
  plainHeader?: boolean;
}

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled past the threshold; always false on the server. */
export function useFixedHeader(): boolean {
  return useSyncExternalStore(subscribeScroll, () => isHeaderFixed(window.scrollY), () => false);
}

const noSubscription = () => () => {};

function readCachedSettings(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.webSettings);
  } catch {
    return null;
  }
}

export function SiteShell({ data, plain = false, children }: { data: ShellData; plain?: boolean; children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const matches = useMatches();
  const fixed = useFixedHeader();
  const plainHeader = plain || matches.some((match) => (match.handle as ShellHandle | undefined)?.plainHeader);
  const overlay = !plainHeader && usesHomeHeader(chinesePath(pathname));

  // Fresh settings from the loader refresh the cache; without them (the root loader failed) the
  // cached copy of this visit fills the header and footer once the page is hydrated.
  const hasSettings = Object.keys(data.settings).length > 0;
  const cachedRaw = useSyncExternalStore(noSubscription, readCachedSettings, () => null);
  const cached = useMemo(() => (cachedRaw && !hasSettings ? getStoredWebSettings() : null), [cachedRaw, hasSettings]);
  useEffect(() => {
    if (hasSettings) saveWebSettings(data.settings);
  }, [hasSettings, data.settings]);
  // A marker for automated browser tests: interactive behaviour is live from here on (once the
  // page's lazy islands have hydrated too: interactive-marker.ts).
  useEffect(markShellHydrated, []);
  const shown: ShellData = !hasSettings && cached ? { ...data, settings: cached } : data;
  const nav = navOf(shown.nav);
  const hasContactBar = Boolean(chatHref(shown.settings, false) || telHref(shown.settings.xxl_tel400, shown.settings.xxl_tel));

  return (
    <div className={`site${overlay ? ' has-overlay-header' : ''}${hasContactBar ? ' has-contact-bar' : ''}`}>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <SiteHeader {...shown} nav={nav} overlay={overlay} fixed={fixed} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter nav={nav} settings={shown.settings} />
      <SideContact settings={shown.settings} scrolled={fixed} />
    </div>
  );
}

// Login/registration links, or the logged-in user's name with the account links and logout, from the
// user cached in session storage. The server never knows (the token lives in the browser), so the
// first render shows the links and the cached user appears right after hydration.
import { UserOutlined } from './plain-icons.tsx';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chinesePath } from '../../contracts/page-language.ts';
import { PAGES, PAGE_QUERY_NAMES, type PageName } from '../../contracts/page-paths.ts';
import { STORAGE_KEYS, getStoredUser, onSessionChange, userDisplayName, type StoredUser } from '../api/session.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { SiteLink } from './site-link.tsx';

function readUserSnapshot(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.user);
  } catch {
    return null;
  }
}

/** Surname and given name as the account has them (Chinese order), else the shell's fallback. */
function accountName(user: StoredUser | null): string | null {
  if (!user) return null;
  const full = [user.fname, user.lname].filter((part) => typeof part === 'string' && part.trim()).join('');
  return full || userDisplayName(user);
}

/** The cached user's display name, or null when nobody is logged in (always null on the server). */
export function useStoredUserName(): string | null {
  const raw = useSyncExternalStore(onSessionChange, readUserSnapshot, () => null);
  return raw ? accountName(getStoredUser()) : null;
}

/** Pages a login should not come back to: the sign-in pages themselves. */
const SIGN_IN_PAGES = new Set<string>((['login', 'register', 'forget-pwd', 'confirmation'] as const satisfies readonly PageName[]).map((name) => PAGES[name].path));

const QUERY_NAMES = new Map(Object.entries(PAGE_QUERY_NAMES).map(([path, names]) => [path.toLowerCase(), names]));

/**
 * The query the page reads, in the table's order: what a cached page was rendered with
 * (server/plugins/page-cache-key.ts), so the browser's href equals the server's whatever tracking
 * tags the address carries. A page the table does not know keeps its whole query, as there.
 */
function readQuery(page: string, search: string): string {
  const names = QUERY_NAMES.get(page.toLowerCase());
  if (!names) return search;
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) for (const value of query.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * /login coming back to the page the visitor is on (issue 35): its path and query as the `redirect`,
 * which /login checks again (safe-redirect.ts: a path of this site only, never an open redirect).
 */
function useLoginHref(): string {
  const { pathTo } = useLocale();
  const { pathname, search } = useLocation();
  const page = chinesePath(pathname);
  if (SIGN_IN_PAGES.has(page) || page === PAGES.home.path) return pathTo('login');
  return pathTo('login', { redirect: `${pathname}${readQuery(page, search)}` });
}

export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useT();
  const { pathTo } = useLocale();
  const name = useStoredUserName();
  const navigate = useNavigate();
  const loginHref = useLoginHref();
  if (name) {
    const signOut = async () => {
      onNavigate?.();
      // Loaded when used: the call's contract brings zod, which no page needs just to show the menu.
      const { logout } = await import('../features/auth/logout.ts');
      await logout();
      await navigate(pathTo('home'));
    };
    return (
      <span className={`account-links is-signed-in ${className ?? ''}`} data-testid="account-links">
        <span className="account-links__user" data-testid="account-name">
          <UserOutlined aria-hidden /> <span className="account-links__name">{name}</span>
        </span>
        <span aria-hidden className="account-links__sep">|</span>
        <SiteLink to={pathTo('account')} onClick={onNavigate}>{t('account.center')}</SiteLink>
        <span aria-hidden className="account-links__sep">|</span>
        <SiteLink to={pathTo('address-management')} onClick={onNavigate}>{t('account.addresses')}</SiteLink>
        <span aria-hidden className="account-links__sep">|</span>
        <SiteLink to={pathTo('order')} onClick={onNavigate}>{t('account.orders')}</SiteLink>
        <span aria-hidden className="account-links__sep">|</span>
        <button type="button" className="account-links__logout" onClick={() => void signOut()} data-testid="logout-button">
          {t('account.logout')}
        </button>
      </span>
    );
  }
  return (
    <span className={`account-links ${className ?? ''}`}>
      <SiteLink to={loginHref} onClick={onNavigate}>{t('account.login')}</SiteLink>
      <span aria-hidden className="account-links__sep">|</span>
      <SiteLink to={pathTo('register')} onClick={onNavigate}>{t('account.register')}</SiteLink>
    </span>
  );
}

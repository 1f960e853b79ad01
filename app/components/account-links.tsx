// Login/registration links, or the logged-in user's name with the account links and logout, from the
// user cached in session storage. The server never knows (the token lives in the browser), so the
// first render shows the links and the cached user appears right after hydration.
import { UserOutlined } from './plain-icons.tsx';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
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

export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useT();
  const { to } = useLocale();
  const name = useStoredUserName();
  const navigate = useNavigate();
  if (name) {
    const signOut = async () => {
      onNavigate?.();
      // Loaded when used: the call's contract brings zod, which no page needs just to show the menu.
      const { logout } = await import('../features/auth/logout.ts');
      await logout();
      await navigate(to('/'));
    };
    return (
      <span className={`account-links is-signed-in ${className ?? ''}`} data-testid="account-links">
        <span className="account-links__user" data-testid="account-name">
          <UserOutlined aria-hidden /> <span className="account-links__name">{name}</span>
        </span>
        <span aria-hidden className="account-links__sep">|</span>
        <SiteLink to={to('/account')} onClick={onNavigate}>{t('account.center')}</SiteLink>
        <span aria-hidden className="account-links__sep">|</span>
        <SiteLink to={to('/addressManagement')} onClick={onNavigate}>{t('account.addresses')}</SiteLink>
        <span aria-hidden className="account-links__sep">|</span>
        <SiteLink to={to('/order')} onClick={onNavigate}>{t('account.orders')}</SiteLink>
        <span aria-hidden className="account-links__sep">|</span>
        <button type="button" className="account-links__logout" onClick={() => void signOut()} data-testid="logout-button">
          {t('account.logout')}
        </button>
      </span>
    );
  }
  return (
    <span className={`account-links ${className ?? ''}`}>
      <SiteLink to={to('/login')} onClick={onNavigate}>{t('account.login')}</SiteLink>
      <span aria-hidden className="account-links__sep">|</span>
      <SiteLink to={to('/register')} onClick={onNavigate}>{t('account.register')}</SiteLink>
    </span>
  );
}

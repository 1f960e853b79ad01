// Login/registration links, or the logged-in user's name, from the user cached in session storage.
// The server never knows (the token lives in the browser), so the first render shows the links and
// the cached user appears right after hydration.
import { UserOutlined } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS, getStoredUser, onSessionChange, userDisplayName } from '../api/session.ts';

function readUserSnapshot(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.user);
  } catch {
    return null;
  }
}

/** The cached user's display name, or null when nobody is logged in (always null on the server). */
export function useStoredUserName(): string | null {
  const raw = useSyncExternalStore(onSessionChange, readUserSnapshot, () => null);
  return raw ? userDisplayName(getStoredUser()) : null;
}

export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const name = useStoredUserName();
  if (name) {
    return (
      <Link to="/account" className={`account-links ${className ?? ''}`} onClick={onNavigate} data-testid="account-link">
        <UserOutlined aria-hidden /> <span className="account-links__name">{name}</span>
      </Link>
    );
  }
  return (
    <span className={`account-links ${className ?? ''}`}>
      <Link to="/login" onClick={onNavigate}>登录</Link>
      <span aria-hidden className="account-links__sep">|</span>
      <Link to="/register" onClick={onNavigate}>注册</Link>
    </span>
  );
}

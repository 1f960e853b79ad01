// Whether the visitor holds a session token. Session storage exists only in the browser, so the
// server render and the first client render say "unknown" (null) and the page shows a spinner.
import { useSyncExternalStore } from 'react';
import { getToken, onSessionChange } from '../../api/session.ts';

const hasToken = () => Boolean(getToken());

export function useHasToken(): boolean | null {
  return useSyncExternalStore<boolean | null>(onSessionChange, hasToken, () => null);
}

// Whether the visitor holds a session token. Session storage exists only in the browser, so the
// server render and the first client render say "unknown" (null) and the page shows a spinner; so
// does a new tab while it takes the session from another tab (app/api/session-tabs.ts).
import { useSyncExternalStore } from 'react';
import { getToken, onSessionChange, sessionPending } from '../../api/session.ts';

const hasToken = (): boolean | null => (sessionPending() ? null : Boolean(getToken()));

export function useHasToken(): boolean | null {
  return useSyncExternalStore<boolean | null>(onSessionChange, hasToken, () => null);
}

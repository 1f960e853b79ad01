// What the browser keeps for the visit in sessionStorage (spec: "token in session storage"): the
// session token, the logged-in user and the web settings. Every helper is a no-op on the server.
// The tabs of one browser session share the customer session through session-tabs.ts (decision 0023).
// The operations console's staff token is kept apart (localStorage 'staff_token'): staff open orders
// in several tabs, and a customer session in the same browser must never be sent to /api/admin/ nor
// the staff token to /api/v1.
import type { WebCounters, WebSettings } from '../../contracts/api/content.ts';
import { browserChannel, createSessionTabs } from './session-tabs.ts';

export const STORAGE_KEYS = {
  token: 'token',
  user: 'userInfo',
  webSettings: 'webSettings',
  /** In localStorage: the staff session of the console (server-side idle timeout ends it). */
  staffToken: 'staff_token',
} as const;

/** The parts of the logged-in user the shell needs; the account pages store the full answer. */
export interface StoredUser {
  id?: number;
  username?: string | null;
  email?: string | null;
  phone?: string | null;
  [field: string]: unknown;
}

export type StoredWebSettings = Partial<WebSettings> & { counters?: WebCounters };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Access may throw when storage is disabled (privacy mode, sandboxed frames).
    return null;
  }
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    storage()?.removeItem(key);
    return null;
  }
}

function write(key: string, value: string | null) {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // A full or disabled storage only costs the cache.
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called whenever a token (customer or staff) or the user changes (login, logout, a 401 answer). */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

let sharedTabs: ReturnType<typeof createSessionTabs> | null = null;

/** The tab wiring, started on first use in the browser (never on the server). */
function tabs() {
  if (sharedTabs || typeof window === 'undefined') return sharedTabs;
  sharedTabs = createSessionTabs(
    {
      read: () => ({ token: storage()?.getItem(STORAGE_KEYS.token) || null, user: storage()?.getItem(STORAGE_KEYS.user) ?? null }),
      write(token, user) {
        write(STORAGE_KEYS.token, token);
        write(STORAGE_KEYS.user, user);
        notify();
      },
    },
    browserChannel,
    notify,
  );
  return sharedTabs;
}

/** True while a new tab is still asking the others for the session (the page shows a spinner). */
export function sessionPending(): boolean {
  return tabs()?.pending() ?? false;
}

/** Resolves when this tab knows whether it holds a session; customer calls wait for it. */
export function sessionSettled(): Promise<void> {
  return tabs()?.settled() ?? Promise.resolve();
}

export function getToken(): string | null {
  tabs();
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

export function getStoredUser(): StoredUser | null {
  return readJson<StoredUser>(STORAGE_KEYS.user);
}

/** Stores the session after a login; `user` may follow later (getMyinfo). */
export function saveSession(token: string, user?: StoredUser | null) {
  write(STORAGE_KEYS.token, token);
  if (user !== undefined) write(STORAGE_KEYS.user, user === null ? null : JSON.stringify(user));
  tabs()?.announce(token, storage()?.getItem(STORAGE_KEYS.user) ?? null);
  notify();
}

export function saveStoredUser(user: StoredUser | null) {
  write(STORAGE_KEYS.user, user === null ? null : JSON.stringify(user));
  const token = getToken();
  if (token) tabs()?.announce(token, storage()?.getItem(STORAGE_KEYS.user) ?? null);
  notify();
}

/** Logout, a password reset or a 401 answer: forget the token and the user, in every tab. */
export function clearSession() {
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.user, null);
  tabs()?.announceSignedOut();
  notify();
}

export function getStaffToken(): string | null {
  return localStore()?.getItem(STORAGE_KEYS.staffToken) || null;
}

/** A staff sign-in finished (`step` 'done'). */
export function saveStaffToken(token: string) {
  try {
    localStore()?.setItem(STORAGE_KEYS.staffToken, token);
  } catch {
    // Without storage the member signs in again on the next page load.
  }
  notify();
}

/** Staff sign-out or a 401 answer of an admin call. Leaves the customer session alone. */
export function clearStaffToken() {
  try {
    localStore()?.removeItem(STORAGE_KEYS.staffToken);
  } catch {
    // Nothing stored.
  }
  notify();
}

export function getStoredWebSettings(): StoredWebSettings | null {
  return readJson<StoredWebSettings>(STORAGE_KEYS.webSettings);
}

export function saveWebSettings(settings: StoredWebSettings) {
  write(STORAGE_KEYS.webSettings, JSON.stringify(settings));
}

/** The name the header shows for a logged-in user. */
export function userDisplayName(user: StoredUser | null): string | null {
  if (!user) return null;
  for (const value of [user.username, user.email, user.phone]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '我的账户';
}

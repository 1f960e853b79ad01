// The customer session shared by the tabs of one browser session (decision 0023). The token stays in
// each tab's sessionStorage (spec: "token in session storage"), so it ends when the last tab closes and
// is never written to disk by us. A tab that opens without it asks the other open tabs on a
// BroadcastChannel and takes the token from the first that answers; a login, a user update and a
// logout (or a 401 of the current token) are announced the same way, so every tab follows.
// A non-secret hint in localStorage ("a tab holds a session") tells a new tab whether asking is worth
// the wait; without it (never signed in, or signed out) nothing waits.

export const SESSION_CHANNEL = 'customer-session';
/** localStorage key of the hint; its value is only '1'. */
export const SESSION_HINT_KEY = 'session_open';
/** How long a new tab waits for another tab's answer before it counts as signed out. */
export const HANDOFF_WAIT_MS = 400;

export type TabMessage =
  | { type: 'ask' }
  | { type: 'session'; token: string; user: string | null }
  | { type: 'signed-out' };

export interface TabStore {
  read(): { token: string | null; user: string | null };
  /** Writes what another tab sent and tells this tab's listeners; never announces. */
  write(token: string | null, user: string | null): void;
}

/** The channel as this module uses it (a BroadcastChannel in the browser, a stand-in in tests). */
export interface Channel {
  send(message: TabMessage): void;
  listen(listener: (data: unknown) => void): void;
}

function hintStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function setHint(on: boolean) {
  try {
    if (on) hintStore()?.setItem(SESSION_HINT_KEY, '1');
    else hintStore()?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without the hint a new tab simply does not ask.
  }
}

function isMessage(value: unknown): value is TabMessage {
  if (!value || typeof value !== 'object') return false;
  const { type } = value as { type?: unknown };
  if (type === 'ask' || type === 'signed-out') return true;
  return type === 'session' && typeof (value as { token?: unknown }).token === 'string';
}

/**
 * Wires one tab: answers other tabs' questions, follows their announcements and, when this tab has no
 * token but the hint says some tab has, asks for it. `onSettled` runs when the question is answered
 * or given up.
 */
export function createSessionTabs(store: TabStore, openChannel: () => Channel | null, onSettled: () => void) {
  const channel = openChannel();
  let waiting = false;
  let settle: Array<() => void> = [];

  const finish = () => {
    if (!waiting) return;
    waiting = false;
    const done = settle;
    settle = [];
    for (const resolve of done) resolve();
    onSettled();
  };

  channel?.listen((message) => {
    if (!isMessage(message)) return;
    if (message.type === 'ask') {
      const { token, user } = store.read();
      if (token) channel.send({ type: 'session', token, user });
    } else if (message.type === 'session') {
      store.write(message.token, message.user);
      finish();
    } else {
      store.write(null, null);
    }
  });

  if (channel && !store.read().token && hintStore()?.getItem(SESSION_HINT_KEY) === '1') {
    waiting = true;
    channel.send({ type: 'ask' });
    setTimeout(() => {
      if (!waiting) return;
      // Nobody answered: every tab of that session is closed (the token went with them).
      setHint(false);
      finish();
    }, HANDOFF_WAIT_MS);
  }

  return {
    /** True while this tab waits for another tab's answer: it does not yet know whether it is signed in. */
    pending: () => waiting,
    /** Resolves once the question (if any) is settled; calls wait for it so they carry the token. */
    settled: (): Promise<void> => (waiting ? new Promise<void>((resolve) => settle.push(resolve)) : Promise.resolve()),
    /** This tab signed in or updated the user: the other tabs take the same session. */
    announce(token: string, user: string | null) {
      setHint(true);
      channel?.send({ type: 'session', token, user });
    },
    /** This tab signed out (logout, password reset, a 401 of the current token): so do the others. */
    announceSignedOut() {
      setHint(false);
      channel?.send({ type: 'signed-out' });
    },
  };
}

/** The real channel in a browser; null on the server and where BroadcastChannel is missing. */
export function browserChannel(): Channel | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  return {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel is same-origin by definition and takes no targetOrigin
    send: (message) => channel.postMessage(message),
    listen: (listener) => channel.addEventListener('message', (event: MessageEvent) => listener(event.data)),
  };
}

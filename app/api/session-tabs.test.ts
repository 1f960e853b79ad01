import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionTabs, type Channel, type TabMessage, type TabStore } from './session-tabs.ts';

/** A BroadcastChannel stand-in: a message reaches every other member of the bus, never the sender. */
function createBus() {
  const members: Array<{ listeners: Array<(data: unknown) => void> }> = [];
  return (): Channel => {
    const self = { listeners: [] as Array<(data: unknown) => void> };
    members.push(self);
    return {
      send(message: TabMessage) {
        for (const other of members) if (other !== self) for (const listener of other.listeners) listener(structuredClone(message));
      },
      listen(listener: (data: unknown) => void) {
        self.listeners.push(listener);
      },
    };
  };
}

function memoryTab(token: string | null = null, user: string | null = null): TabStore & { token: string | null; user: string | null } {
  const tab = {
    token,
    user,
    read: () => ({ token: tab.token, user: tab.user }),
    write(nextToken: string | null, nextUser: string | null) {
      tab.token = nextToken;
      tab.user = nextUser;
    },
  };
  return tab;
}

const hint = new Map<string, string>();

beforeEach(() => {
  hint.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => hint.get(key) ?? null,
    setItem: (key: string, value: string) => void hint.set(key, value),
    removeItem: (key: string) => void hint.delete(key),
  });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('customer session shared by the tabs of a browser session (decision 0023)', () => {
  it('a new tab takes the session of an open tab at once', async () => {
    const open = createBus();
    const first = memoryTab();
    const firstTabs = createSessionTabs(first, open, () => undefined);
    first.write('tok-1', '{"id":1}');
    firstTabs.announce('tok-1', '{"id":1}');

    const second = memoryTab();
    const settled = vi.fn();
    const secondTabs = createSessionTabs(second, open, settled);
    expect(second.token).toBe('tok-1');
    expect(second.user).toBe('{"id":1}');
    expect(secondTabs.pending()).toBe(false);
    expect(settled).toHaveBeenCalledTimes(1);
    await expect(secondTabs.settled()).resolves.toBeUndefined();
  });

  it('a new tab waits while it asks, and counts as signed out when no tab answers within 400 ms', async () => {
    hint.set('session_open', '1');
    const tab = memoryTab();
    const tabs = createSessionTabs(tab, createBus(), () => undefined);
    expect(tabs.pending()).toBe(true);
    let done = false;
    void tabs.settled().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(399);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(tabs.pending()).toBe(false);
    expect(tab.token).toBeNull();
    // The hint is gone: the next new tab does not wait.
    expect(hint.has('session_open')).toBe(false);
    expect(createSessionTabs(memoryTab(), createBus(), () => undefined).pending()).toBe(false);
  });

  it('without the hint (never signed in, or signed out) a new tab does not ask', () => {
    const tabs = createSessionTabs(memoryTab(), createBus(), () => undefined);
    expect(tabs.pending()).toBe(false);
  });

  it('a logout in one tab signs out every other tab', () => {
    const open = createBus();
    const first = memoryTab('tok-1', '{"id":1}');
    const firstTabs = createSessionTabs(first, open, () => undefined);
    firstTabs.announce('tok-1', '{"id":1}');
    const second = memoryTab();
    createSessionTabs(second, open, () => undefined);
    expect(second.token).toBe('tok-1');

    first.write(null, null);
    firstTabs.announceSignedOut();
    expect(second.token).toBeNull();
    expect(second.user).toBeNull();
    expect(hint.has('session_open')).toBe(false);
  });

  it('a login in one tab signs in the tabs already open', () => {
    const open = createBus();
    const first = memoryTab();
    const firstTabs = createSessionTabs(first, open, () => undefined);
    const second = memoryTab();
    createSessionTabs(second, open, () => undefined);
    firstTabs.announce('tok-2', '{"id":2}');
    expect(second.token).toBe('tok-2');
    expect(hint.get('session_open')).toBe('1');
  });

  it('ignores foreign messages on the channel', () => {
    const open = createBus();
    const tab = memoryTab('tok-1');
    createSessionTabs(tab, open, () => undefined);
    const stranger = open();
    stranger.send({ type: 'session', token: 42 } as unknown as TabMessage);
    stranger.send({ type: 'nonsense' } as unknown as TabMessage);
    expect(tab.token).toBe('tok-1');
  });
});

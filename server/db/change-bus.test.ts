// The change bus with a stand-in for the listening connection: which notifications drop the caches,
// what is published, how a lost connection is re-opened. The real PostgreSQL path is covered by
// server/content-broadcast.test.ts.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createChangeBus, type ChangeBus, type ListenClient } from './change-bus.ts';
import type { Database } from './client.ts';

class FakeClient extends EventEmitter implements ListenClient {
  queries: string[] = [];
  ended = false;
  readonly pid: number;
  readonly failConnect: boolean;
  constructor(pid: number, failConnect = false) {
    super();
    this.pid = pid;
    this.failConnect = failConnect;
  }
  async connect() {
    if (this.failConnect) throw new Error('connection refused');
  }
  async query(text: string) {
    this.queries.push(text);
    return { rows: text.includes('pg_backend_pid') ? [{ pid: this.pid }] : [] };
  }
  async end() {
    this.ended = true;
  }
  notify(channel: string, payload: string) {
    this.emit('notification', { channel, payload });
  }
  /** What node-postgres does when the server terminates the backend. */
  terminate() {
    this.emit('error', new Error('terminating connection due to administrator command'));
    this.emit('end');
  }
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });

function setUp(plan: { failConnects?: number } = {}) {
  const clients: FakeClient[] = [];
  let failures = plan.failConnects ?? 0;
  const executeSql = vi.fn(async (_text: string, _values?: unknown[]) => ({ rows: [] }));
  const log = quietLog();
  let changes = 0;
  const database = { kind: 'postgres', executeSql } as unknown as Database;
  const bus = createChangeBus(database, {
    channel: 'content_changed',
    log,
    onRemoteChange: () => changes++,
    connect: () => {
      // The first client is the one start() opens; failures apply to the reconnects after it.
      const failing = clients.length > 0 && failures-- > 0;
      const client = new FakeClient(100 + clients.length, failing);
      clients.push(client);
      return client;
    },
    retryDelayMs: () => 0,
  });
  buses.push(bus);
  return { bus, clients, executeSql, log, changes: () => changes };
}

const buses: ChangeBus[] = [];
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
});

describe('change bus', () => {
  it('listens on its channel on a connection of its own and reports its server pid', async () => {
    const { bus, clients } = setUp();
    expect(bus.stats()).toEqual({ listening: false, pid: null, reconnects: 0, received: 0 });
    await bus.start();
    await bus.start();
    expect(clients).toHaveLength(1);
    expect(clients[0]!.queries[0]).toBe('LISTEN content_changed');
    expect(bus.stats()).toEqual({ listening: true, pid: 100, reconnects: 0, received: 0 });
  });

  it("drops the caches on another process's notification, not on its own or another channel's", async () => {
    const { bus, clients, changes } = setUp();
    await bus.start();
    clients[0]!.notify('content_changed', 'another-process');
    expect(changes()).toBe(1);
    clients[0]!.notify('content_changed', bus.origin);
    expect(changes()).toBe(1);
    clients[0]!.notify('orders_changed', 'another-process');
    expect(changes()).toBe(1);
    expect(bus.stats().received).toBe(1);
  });

  it('publishes pg_notify on the query pool with its origin as the payload', async () => {
    const { bus, executeSql } = setUp();
    await bus.publish();
    expect(executeSql).toHaveBeenCalledWith('select pg_notify($1, $2)', ['content_changed', bus.origin]);
    expect(bus.origin).toMatch(/^[0-9a-f]{16}$/);
  });

  it('logs a failed publish instead of throwing (the other caches still expire)', async () => {
    const { bus, executeSql, log } = setUp();
    executeSql.mockRejectedValueOnce(new Error('connection lost'));
    await expect(bus.publish()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith('change bus: could not notify content_changed (connection lost)');
  });

  it('gives every bus its own origin, so two apps in one process still hear each other', () => {
    expect(setUp().bus.origin).not.toBe(setUp().bus.origin);
  });

  it('reconnects after the connection is lost, retrying until it succeeds, and drops the caches once', async () => {
    const { bus, clients, changes, log } = setUp({ failConnects: 2 });
    await bus.start();
    clients[0]!.terminate();
    expect(bus.stats().listening).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(
      'change bus: listening connection lost (terminating connection due to administrator command); reconnecting',
    );
    await vi.waitFor(() => expect(bus.stats().listening).toBe(true));
    // Two refused attempts, then the one that listens again.
    expect(clients).toHaveLength(4);
    expect(clients.slice(0, 3).every((client) => client.ended)).toBe(true);
    expect(bus.stats()).toMatchObject({ pid: 103, reconnects: 1 });
    // A change sent while it was down is lost: the caches were dropped once on reconnecting.
    expect(changes()).toBe(1);
    clients[3]!.notify('content_changed', 'another-process');
    expect(changes()).toBe(2);
    // The dead connection's late events change nothing.
    clients[0]!.notify('content_changed', 'another-process');
    clients[0]!.terminate();
    expect(clients).toHaveLength(4);
  });

  it('stops listening and never reconnects once closed', async () => {
    const { bus, clients } = setUp();
    await bus.start();
    await bus.close();
    expect(clients[0]!.ended).toBe(true);
    clients[0]!.terminate();
    expect(clients).toHaveLength(1);
    expect(bus.stats().listening).toBe(false);
  });

  it('rejects start() when the first connection fails (the app does not start half-deaf)', async () => {
    const database = { kind: 'postgres', executeSql: vi.fn() } as unknown as Database;
    const bus = createChangeBus(database, {
      channel: 'content_changed',
      log: quietLog(),
      onRemoteChange: () => {},
      connect: () => new FakeClient(1, true),
    });
    await expect(bus.start()).rejects.toThrow('connection refused');
  });

  it('refuses a channel name that is not a plain identifier', () => {
    const database = { kind: 'postgres', executeSql: vi.fn() } as unknown as Database;
    expect(() =>
      createChangeBus(database, { channel: 'x; drop table', log: quietLog(), onRemoteChange: () => {} }),
    ).toThrow('change bus: bad channel name x; drop table');
  });
});

describe('change bus on PGlite', () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => testDb?.close());

  // On the PostgreSQL pass the test database is PostgreSQL: the default pass covers this.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('stays local: nothing to listen to, nothing sent', async () => {
    testDb = await createTestDatabase();
    const onRemoteChange = vi.fn();
    const bus = createChangeBus(testDb.database, { channel: 'content_changed', log: quietLog(), onRemoteChange });
    await bus.start();
    await bus.publish();
    await bus.close();
    expect(bus.stats()).toEqual({ listening: false, pid: null, reconnects: 0, received: 0 });
    expect(onRemoteChange).not.toHaveBeenCalled();
  });
});

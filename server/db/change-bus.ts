// Tells every process on one PostgreSQL database that something changed, so each drops its in-memory
// caches within moments instead of serving stale content until a TTL runs out. A write on one app
// server calls `publish()` (pg_notify on the query pool); every process holds one dedicated connection
// (never a pooled one: a pooled client is handed to queries and LISTEN would be lost on release) that
// LISTENs on the channel and calls `onRemoteChange` for every notification another process sent.
//
// Notifications sent while the listener is disconnected are lost, so after a reconnect the process
// drops its caches once: a change may have been missed. On PGlite (one process by design) nothing
// else needs telling and the bus does nothing.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { connectionUrlOf, type Database } from './client.ts';

/** The channel of content edits (categories, settings, pages, articles, news, plasmids …). */
export const CONTENT_CHANNEL = 'content_changed';

/** What the bus needs of a node-postgres client; unit tests pass a fake. */
export interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<{ rows: any[] }>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

export interface ChangeBusOptions {
  /** A channel name: lower-case letters, digits and underscores (it is written into LISTEN as is). */
  channel: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Another process changed something (or the listener reconnected and may have missed a change). */
  onRemoteChange: () => void;
  /** Makes the listening connection; by default a node-postgres client on the database's URL. */
  connect?: () => ListenClient;
  /** Wait before reconnect attempt `attempt` (0, 1, …); by default 250 ms doubling up to 10 s. */
  retryDelayMs?: (attempt: number) => number;
}

export interface ChangeBusStats {
  /** Whether the listening connection is up. */
  listening: boolean;
  /** The server process of the listening connection (pg_backend_pid), null while down. */
  pid: number | null;
  /** Successful reconnects after a lost connection. */
  reconnects: number;
  /** Notifications from other processes handled. */
  received: number;
}

export interface ChangeBus {
  /** This process's random id; sent as the payload so the listener can skip its own notifications. */
  readonly origin: string;
  /** Opens the listening connection (once; later calls share the first). Rejects if it cannot connect. */
  start(): Promise<void>;
  /** Tells the other processes. Never rejects: a failure is logged (their caches still expire by TTL). */
  publish(): Promise<void>;
  /** Closes the listening connection and stops reconnecting. */
  close(): Promise<void>;
  stats(): ChangeBusStats;
}

const defaultRetryDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 10_000);

export function createChangeBus(database: Database, options: ChangeBusOptions): ChangeBus {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`change bus: bad channel name ${options.channel}`);
  const origin = randomBytes(8).toString('hex');
  const url = database.kind === 'postgres' ? connectionUrlOf(database) : undefined;
  const connect = options.connect ?? (url ? () => listenClient(url, origin) : undefined);
  if (!connect) return localBus(origin, database.kind === 'postgres' ? options.log : undefined);
  return listeningBus(database, options, origin, connect);
}

function listenClient(url: string, origin: string): ListenClient {
  return new pg.Client({
    connectionString: url,
    // Names the connection in pg_stat_activity (and lets tests find it).
    application_name: `gene-site changes ${origin}`,
    // A connection that died without a word (network cut) is noticed by the OS and reported as an error.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  }) as unknown as ListenClient;
}

function localBus(origin: string, log?: ChangeBusOptions['log']): ChangeBus {
  // A PostgreSQL database not opened by openDatabase has no known URL: say so rather than fail.
  log?.warn('change bus: no connection URL for this database; content changes stay local to this process');
  return {
    origin,
    start: async () => {},
    publish: async () => {},
    close: async () => {},
    stats: () => ({ listening: false, pid: null, reconnects: 0, received: 0 }),
  };
}

function listeningBus(database: Database, options: ChangeBusOptions, origin: string, connect: () => ListenClient): ChangeBus {
  const { channel, log, onRemoteChange } = options;
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  let client: ListenClient | null = null;
  let pid: number | null = null;
  let connecting: ListenClient | null = null;
  let started: Promise<void> | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reconnects = 0;
  let received = 0;

  const handle = (message: { channel: string; payload?: string }) => {
    if (message.channel !== channel || message.payload === origin) return;
    received++;
    onRemoteChange();
  };

  async function connectOnce(): Promise<void> {
    const next = connect();
    let live = false;
    let dropped = false;
    const drop = (error?: Error) => {
      // Before LISTEN succeeded a failure rejects connectOnce; only a live connection is re-opened here.
      if (!live || dropped) return;
      dropped = true;
      if (client === next) {
        client = null;
        pid = null;
      }
      next.end().catch(() => {});
      if (closed) return;
      log.warn(`change bus: listening connection lost (${error?.message ?? 'closed'}); reconnecting`);
      scheduleReconnect();
    };
    next.on('notification', handle);
    next.on('error', (error) => drop(error));
    next.on('end', () => drop());
    connecting = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      const { rows } = await next.query('select pg_backend_pid() as pid');
      if (closed) throw new Error('closed');
      live = true;
      client = next;
      pid = Number(rows[0]?.pid) || null;
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    } finally {
      if (connecting === next) connecting = null;
    }
  }

  function scheduleReconnect(): void {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connectOnce().then(
        () => {
          attempt = 0;
          reconnects++;
          log.info('change bus: listening again');
          // Whatever was sent while the connection was down is lost: assume something changed.
          onRemoteChange();
        },
        (error: Error) => {
          if (closed) return;
          log.warn(`change bus: reconnect failed (${error.message})`);
          scheduleReconnect();
        },
      );
    }, retryDelay(attempt++));
    // A pending retry never keeps Node alive on its own; close() clears it anyway.
    timer.unref?.();
  }

  return {
    origin,
    start() {
      started ??= connectOnce();
      return started;
    },
    async publish() {
      try {
        await database.executeSql('select pg_notify($1, $2)', [channel, origin]);
      } catch (error) {
        log.warn(`change bus: could not notify ${channel} (${(error as Error).message})`);
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      const open = [client, connecting].filter((c): c is ListenClient => c !== null);
      client = null;
      pid = null;
      await Promise.all(open.map((c) => c.end().catch(() => {})));
    },
    stats: () => ({ listening: client !== null, pid, reconnects, received }),
  };
}

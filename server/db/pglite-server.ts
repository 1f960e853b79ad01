// Entry of the embedded database's own process (started by pglite-process.ts, never by hand): it opens
// PGlite on the data folder (taking its lock, running migrations) and serves it over the PostgreSQL
// protocol on a unix socket, so the web process talks to it with node-postgres, as to PostgreSQL, and
// carries none of PGlite's memory (its compiled wasm and wasm heap, decision 0040).
//
// PGlite is one session. The server accepts one connection at a time (the parent's pool has size 1),
// and runs its messages one after the other: session state (prepared statements, transactions,
// LISTEN) belongs to that one connection, as on PostgreSQL.
//
// It lives exactly as long as the process that started it: it stops when that process asks, or when
// the IPC channel closes (the parent exited or was killed). SIGINT and SIGTERM are left to the parent,
// which gets them too from a terminal or a service manager and closes the database last.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { writePgliteDump } from '../backup/database-dump.ts';
import { openDatabase, pgliteClientOf } from './client.ts';
import { EmbeddedDatabaseLockedError, lockedDatabaseLine, type LockOwner } from './pglite-lock.ts';
import type { ChildMessage, ParentMessage } from './pglite-process.ts';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'

function send(message: ChildMessage): void {
  process.send?.(message);
}

/** Serves one client connection: splits the byte stream into protocol messages and runs each in PGlite. */
function serveConnection(client: PGlite, socket: net.Socket): void {
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let started = false;
  let chain: Promise<void> = Promise.resolve();
  let open = true;

  const run = (message: Uint8Array) => {
    chain = chain
      .then(() =>
        client.runExclusive(() =>
          client.execProtocolRawStream(message, {
            // A copy: the bytes are a view of PGlite's memory, which the next message overwrites
            // while a busy socket may still hold them in its write queue.
            onRawData: (data) => {
              if (open) socket.write(Buffer.from(data));
            },
          }),
        ),
      )
      // PGlite itself failed (not a SQL error, which is a protocol answer): the connection cannot go on.
      .catch(() => void socket.destroy());
  };

  socket.on('data', (data) => {
    buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
    for (;;) {
      // The connection closed while messages were waiting: nothing more is run for it.
      if (!open) return;
      if (!started) {
        // Before the startup message: no type byte, a length and a code.
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) {
          socket.end();
          return;
        }
        started = true;
        run(new Uint8Array(message));
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const type = buffer[0];
      const message = new Uint8Array(buffer.subarray(0, length));
      buffer = buffer.subarray(length);
      if (type === TERMINATE) {
        // Not passed on: it would end PGlite's only session, which the next connection needs.
        chain = chain.then(() => void socket.end());
        return;
      }
      run(message);
    }
  });
  const closed = () => {
    if (!open) return;
    open = false;
    // A client gone in the middle of a transaction must not leave it open for the next one.
    chain = chain
      .catch(() => {})
      .then(async () => {
        if (!client.closed && client.isInTransaction()) await client.exec('ROLLBACK');
      })
      .catch(() => {});
  };
  socket.on('close', closed);
  socket.on('error', () => {
    closed();
    socket.destroy();
  });
}

/**
 * A backup's dump of the data folder. dumpDataDir takes PGlite's lock, so it falls between two
 * protocol messages; it waits (briefly) for a moment outside a transaction, though a dump inside one
 * would be sound too: it is a crash-consistent copy, and the open transaction is rolled back on load.
 */
async function dump(client: PGlite, message: Extract<ParentMessage, { type: 'dump' }>): Promise<void> {
  try {
    for (let i = 0; i < 100 && client.isInTransaction(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const facts = await writePgliteDump(await client.dumpDataDir('none'), message.file);
    send({ type: 'dumped', id: message.id, facts });
  } catch (error) {
    send({ type: 'dumped', id: message.id, error: (error as Error).message });
  }
}

/** `site:4700` (pglite-process.ts passes what the lock should name as the process to stop). */
function parseOwner(arg: string | undefined): LockOwner | undefined {
  const match = /^(site|worker):(\d+)$/.exec(arg ?? '');
  return match ? { what: match[1] as LockOwner['what'], pid: Number(match[2]) } : undefined;
}

async function main(): Promise<void> {
  const [dataDir, socketPath, ownerArg] = process.argv.slice(2);
  if (!dataDir || !socketPath || !process.send) {
    throw new Error('pglite-server: started by server/db/pglite-process.ts with a data folder and a socket path');
  }
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  // The parent may go while the database opens (initdb, migrations): stop as soon as it is open.
  let stop: (() => Promise<void>) | null = null;
  let orphaned = false;
  process.on('disconnect', () => {
    if (stop) void stop();
    else orphaned = true;
  });
  const database = await openDatabase({ pgliteDir: dataDir, owner: parseOwner(ownerArg) });
  const client = pgliteClientOf(database);
  const server = net.createServer((socket) => serveConnection(client, socket));
  // One session: a second connection at once would share it (and its transactions) unknowingly.
  server.maxConnections = 1;
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);

  let stopping = false;
  const stopNow = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    try {
      await database.close();
    } finally {
      fs.rmSync(socketPath, { force: true });
      // The parent removes the socket's private folder when this process exits; a parent killed with
      // SIGKILL cannot, so the folder goes here too (empty by now; rmdir removes nothing else).
      try {
        fs.rmdirSync(path.dirname(socketPath));
      } catch {
        // The parent was first, or something else is in there: left alone.
      }
      process.exit(0);
    }
  };
  process.on('message', (message: ParentMessage) => {
    if (message?.type === 'stop') void stopNow();
    if (message?.type === 'dump') void dump(client, message);
  });
  stop = stopNow;
  if (orphaned) return stopNow();
  send({ type: 'ready' });
}

main().catch((error: Error) => {
  // The parent reports it (the lock message names the holder); printed only when there is no parent.
  if (process.send) {
    const line = error instanceof EmbeddedDatabaseLockedError ? lockedDatabaseLine(error) : undefined;
    send({ type: 'failed', message: error.message, ...(line ? { line } : {}) });
  }
  // oxlint-disable-next-line no-console
  else console.error(error);
  process.exit(1);
});

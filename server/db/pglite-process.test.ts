// The embedded database served from its own process (pglite-process.ts, pglite-server.ts): the driver
// of the PostgreSQL deployment on a pool of one connection, transactions, LISTEN/NOTIFY and pg-boss on
// it, and the process's life bound to its parent's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenPglite, openDatabase, type Database } from './client.ts';
import { processAlive } from './pglite-lock.ts';
import { startPgliteProcess } from './pglite-process.ts';
import { waitUntil } from '../../test/support/wait-until.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-process-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});


describe('PGlite in its own process', { timeout: 300_000 }, () => {
  it('migrates, writes, reads, commits and rolls back transactions, and delivers NOTIFY', async () => {
    const dataDir = path.join(tempDir(), 'db');
    const database: Database = await openDatabase({ pgliteDir: dataDir, separateProcess: true });
    try {
      expect(database.kind).toBe('pglite');
      // Migrated by the child: the app's tables are there.
      const tables = await database.executeSql(`select count(*)::int as n from information_schema.tables where table_name = 'staff'`);
      expect(tables).toMatchObject({ rows: [{ n: 1 }] });

      await database.executeSql('create table t (id int primary key, note text)');
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1, 'kept')`);
      });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into t values (2, 'dropped')`);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      // Queries sent while a transaction holds the one connection wait for it, and see its outcome.
      const [, after] = await Promise.all([
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into t values (3, 'concurrent')`);
        }),
        database.executeSql('select id from t order by id'),
      ]);
      expect((after as { rows: { id: number }[] }).rows.map((r) => r.id)).toEqual([1, 3]);

      const received: string[] = [];
      const unsubscribe = await listenPglite(database, 'child_test', (payload) => received.push(payload));
      await database.executeSql('select pg_notify($1, $2)', ['child_test', 'hello']);
      await waitUntil(() => received.length > 0);
      expect(received).toEqual(['hello']);
      await unsubscribe();
    } finally {
      await database.close();
    }
    // Closed cleanly: the data stays in the folder and the next open (in process) reads it.
    const again = await openDatabase({ pgliteDir: dataDir, migrate: false });
    try {
      expect((await again.executeSql('select note from t order by id')) as unknown).toMatchObject({ rows: [{ note: 'kept' }, { note: 'concurrent' }] });
    } finally {
      await again.close();
    }
  });

  it('refuses a data folder another process holds, with the lock message', async () => {
    const dataDir = path.join(tempDir(), 'db');
    const holder = await openDatabase({ pgliteDir: dataDir, migrate: false });
    try {
      await expect(startPgliteProcess(dataDir)).rejects.toThrow(/^Another command \(pid \d+\) holds the embedded database/);
    } finally {
      await holder.close();
    }
  });

  it('exits when its parent asks, and reports a crash to the parent', async () => {
    const dataDir = path.join(tempDir(), 'db');
    const onLost = vi.fn();
    const child = await startPgliteProcess(dataDir, { onLost });
    process.kill(child.pid, 'SIGKILL');
    await waitUntil(() => onLost.mock.calls.length > 0);
    expect(onLost.mock.calls[0][0]).toMatch(/embedded database process .* ended unexpectedly \(signal SIGKILL\)/);
    await child.close();

    const second = await startPgliteProcess(dataDir, { onLost });
    await second.close();
    expect(processAlive(second.pid)).toBe(false);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('goes away with a parent that is killed', async () => {
    const dataDir = path.join(tempDir(), 'db');
    const script = `import { startPgliteProcess } from ${JSON.stringify(path.join(import.meta.dirname, 'pglite-process.ts'))};
      const child = await startPgliteProcess(${JSON.stringify(dataDir)});
      console.log(child.pid);`;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve, reject) => {
      parent.stdout.on('data', (data: Buffer) => resolve(Number(data.toString().trim())));
      parent.once('exit', () => reject(new Error('the parent exited first')));
    });
    expect(processAlive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await waitUntil(() => !processAlive(childPid));
  });
});

// Issue 32 point 3, "every mail exactly once" (decision 0059), as an attack: processes running the
// server's real order moves and its embedded mail worker on one database are killed with SIGKILL in
// rounds while they move orders and send the status mails; then a fresh worker drains the queue. Every
// committed move must have exactly one mail in the outbox (the capture transport), none lost, none
// twice. On PostgreSQL two processes move at once; PGlite is one process at a time on its folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/test-database.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { guideOrders, mailOutbox, orderEvents, staff, users } from '../../server/db/schema/index.ts';
import { readOutbox, RESEND_LOG } from '../../server/modules/mail/outbox.ts';
import { messageIdOf } from '../../server/modules/mail/service.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ROOT = path.resolve(import.meta.dirname, '../..');
const ORDERS = 47; // 47 orders × 6 moves = 282 moves, as in the incident
const ROUNDS = 8;
const MOVERS = engine === 'PostgreSQL' ? 2 : 1;

/** A small deterministic generator, so a failing run can be repeated (the seed is printed). */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}

interface Child {
  process: ChildProcess;
  moved: number;
  lines: string[];
  ready: Promise<void>;
  exited: Promise<number | null>;
  stderr: () => string;
}

describe(`every status mail exactly once while movers are killed (${engine})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => {});
  });

  it('SIGKILLs movers in rounds during moves and sends; after a drain every committed move has one mail', { timeout: 900_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-once-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: 'false', PUBLIC_URL: 'https://www.example.cn' };
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(() => scratch.drop());
      env.DATABASE_URL = scratch.url;
    }
    const config = loadConfig(env, ROOT);
    const open = () => openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });

    // The orders and the member who moves them.
    let database = await open();
    const [member] = await database.db.insert(staff).values({ email: 'mover@example.com', name: '推进员', roles: ['admin'], password_hash: 'x' }).returning();
    const [customer] = await database.db.insert(users).values({ email: 'customer@example.com', password_hash: 'x', status: 1 }).returning();
    const orders = await database.db
      .insert(guideOrders)
      .values(Array.from({ length: ORDERS }, (_, i) => ({ uid: customer.id, orderno: `KILL${String(i).padStart(4, '0')}`, leixing: 'GUIDE-seq' })))
      .returning({ id: guideOrders.id });
    const ids = orders.map((order) => order.id);
    await database.close();

    const seed = Number(process.env.MAIL_KILL_SEED) || Date.now() % 1_000_000;
    const next = random(seed);
    const spawnChild = (mode: 'move' | 'drain'): Child => {
      const child = spawn(process.execPath, ['test/security/mail-move-child.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...env, MAIL_CHILD_MODE: mode, MAIL_CHILD_ORDERS: JSON.stringify(ids), MAIL_CHILD_STAFF: String(member.id) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
      const state: Child = {
        process: child,
        moved: 0,
        lines: [],
        ready: Promise.resolve(),
        exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
        stderr: () => stderr,
      };
      let buffered = '';
      const listeners: (() => void)[] = [];
      child.stdout!.on('data', (chunk) => {
        buffered += String(chunk);
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        for (const line of lines) {
          state.lines.push(line);
          if (line.startsWith('moved ')) state.moved++;
        }
        for (const listener of listeners.splice(0)) listener();
      });
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      /** Resolves once `check` holds after some output; rejects if the child ends first. */
      const until = (check: () => boolean) =>
        new Promise<void>((resolve, reject) => {
          const look = () => {
            if (check()) return resolve();
            if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`mover ended (${child.exitCode ?? child.signalCode}):\n${stderr}`));
            listeners.push(look);
          };
          child.once('exit', look);
          look();
        });
      if (mode === 'move') state.ready = until(() => state.lines.includes('ready') || state.lines.includes('all moved'));
      (state as Child & { until: typeof until }).until = until;
      return state;
    };
    const untilOf = (child: Child) => (child as Child & { until: (check: () => boolean) => Promise<void> }).until;

    // Rounds: the movers start, commit a random number of moves, and die with SIGKILL at a random
    // moment after one — between a commit and its relay, inside a send, wherever they are.
    let kills = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const movers = Array.from({ length: MOVERS }, () => spawnChild('move'));
      await Promise.all(movers.map((mover) => mover.ready));
      const target = 8 + next(25);
      await Promise.race(movers.map((mover) => untilOf(mover)(() => mover.moved >= target || mover.lines.includes('all moved'))));
      await new Promise((resolve) => setTimeout(resolve, next(40)));
      for (const mover of movers) mover.process.kill('SIGKILL');
      await Promise.all(movers.map((mover) => mover.exited));
      kills += movers.length;
    }
    // The rest of the moves, then that mover dies too (its worker may be inside a send).
    const last = spawnChild('move');
    await untilOf(last)(() => last.lines.includes('all moved'));
    await new Promise((resolve) => setTimeout(resolve, next(200)));
    last.process.kill('SIGKILL');
    await last.exited;
    kills++;

    // Restart: a worker alone drains what the dead left (staged, claimed, active jobs).
    const drain = spawnChild('drain');
    expect(await drain.exited, drain.stderr()).toBe(0);

    database = await open();
    cleanups.push(() => database.close());
    const events = await database.db
      .select({ id: orderEvents.id, order_id: orderEvents.order_id, to: orderEvents.to_status })
      .from(orderEvents)
      .where(and(eq(orderEvents.kind, 'guide'), eq(orderEvents.type, 'status'), inArray(orderEvents.order_id, ids)));
    const finalStatus = await database.db.select({ status: guideOrders.status }).from(guideOrders).where(inArray(guideOrders.id, ids));
    const rows = await database.db.select().from(mailOutbox);
    const outbox = await readOutbox(config.paths.mailOutbox);
    const resends = (await fs.readFile(path.join(config.paths.mailOutbox, RESEND_LOG), 'utf8').catch(() => '')).split('\n').filter(Boolean);

    const keys = events.map((event) => `order-status:guide:${event.order_id}:${event.id}`);
    const expectedIds = new Map(keys.map((key) => [messageIdOf(key, config.MAIL_FROM), key]));
    const perId = new Map<string, number>();
    for (const message of outbox) perId.set(message.headers['Message-ID'] ?? '', (perId.get(message.headers['Message-ID'] ?? '') ?? 0) + 1);
    const missing = keys.filter((key) => !perId.has(messageIdOf(key, config.MAIL_FROM)));
    const doubled = [...perId].filter(([, count]) => count > 1);
    const strays = outbox.filter((message) => !expectedIds.has(message.headers['Message-ID'] ?? ''));

    console.log(
      `[mail-exactly-once ${engine}] seed ${seed}: ${kills} SIGKILLs, ${events.length} committed moves, ${outbox.length} mails, ` +
        `${missing.length} missing, ${doubled.length} doubled, ${strays.length} strays, ${resends.length} resends recognised by Message-ID, ` +
        `${rows.filter((row) => row.attempts > 1).length} mails claimed more than once`,
    );
    expect(finalStatus.every((order) => order.status === 6)).toBe(true);
    expect(events).toHaveLength(ORDERS * 6);
    expect(missing).toEqual([]);
    expect(doubled).toEqual([]);
    expect(strays).toEqual([]);
    expect(outbox).toHaveLength(events.length);
    // The ledger agrees: every key sent once, with the Message-ID the mail carried.
    expect(rows.map((row) => [row.key, row.state, row.message_id]).toSorted()).toEqual(
      keys.map((key) => [key, 'sent', messageIdOf(key, config.MAIL_FROM)]).toSorted(),
    );
  });
});

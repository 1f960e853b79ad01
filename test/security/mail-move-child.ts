// A process of test/security/mail-exactly-once.test.ts: the server's real services and embedded job
// worker on the shared database, moving the given orders one step at a time through the console's
// service (`orderOps.move`, which stages each status mail in its transaction) and printing a line per
// committed move, until the parent kills it with SIGKILL. `MAIL_CHILD_MODE=drain` only runs the
// worker and exits once every staged mail is sent and no send-mail job is left.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { guideOrders, staff as staffTable } from '../../server/db/schema/index.ts';
import type { AuthStaff } from '../../server/http/auth-staff.ts';
import { createServices } from '../../server/services.ts';
import { startWorker } from '../../server/worker.ts';
import { eq, inArray } from 'drizzle-orm';

const ROOT = new URL('../..', import.meta.url).pathname;
const config = loadConfig(process.env as Record<string, string>, ROOT);
const log = Fastify({ logger: { level: 'warn' } }).log;
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
const services = createServices(config, database, log);
const worker = await startWorker(services, log);
const say = (line: string) => process.stdout.write(`${line}\n`);

if (process.env.MAIL_CHILD_MODE === 'drain') {
  for (;;) {
    const result = await database.executeSql(
      `select (select count(*) from mail_outbox where state <> 'sent')::int as unsent,
              (select count(*) from pgboss.job where name = 'send-mail' and state in ('created', 'retry', 'active'))::int as open`,
    );
    const [row] = Array.isArray(result) ? result[0].rows : result.rows;
    if (row.unsent === 0 && row.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await worker.stop();
  await database.close();
  say('drained');
  process.exit(0);
}

const ids: number[] = JSON.parse(process.env.MAIL_CHILD_ORDERS ?? '[]');
const [member] = await database.db.select().from(staffTable).where(eq(staffTable.id, Number(process.env.MAIL_CHILD_STAFF)));
const staff: AuthStaff = {
  id: member.id,
  email: member.email,
  name: member.name,
  roles: ['admin'],
  scope: 'full',
  sessionId: 0,
  sessionExpiresAt: new Date(Date.now() + 3_600_000),
};
say('ready');
for (;;) {
  const orders = await database.db
    .select({ id: guideOrders.id, status: guideOrders.status })
    .from(guideOrders)
    .where(inArray(guideOrders.id, ids))
    .orderBy(sql`random()`);
  const open = orders.filter((order) => order.status < 6);
  if (open.length === 0) break;
  for (const order of open) {
    try {
      await services.orderOps.move(staff, '127.0.0.1', { kind: 'guide', id: order.id, to: order.status + 1, note: null, internal_note: null, quote_note: null, no_file_reason: order.status === 5 ? '结果已随样本寄回' : null });
      say(`moved ${order.id} ${order.status + 1}`);
    } catch (error) {
      // Another process moved it first (PostgreSQL runs several): refused, nothing committed.
      say(`refused ${order.id}: ${(error as Error).message}`);
    }
  }
}
say('all moved');
// Keep the worker sending until the parent kills this process.
await new Promise(() => {});

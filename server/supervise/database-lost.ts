// The embedded database's own process (decision 0040) ended under the server: a crash, a kill. The
// server cannot go on without it. It says why (its log, the terminal, its supervisor's restart line)
// and exits 1; the supervisor then starts a new server, which starts a new database process on the
// same data folder (decision 0061). Restarting only the database inside the running server would keep
// the page caches, but every pool, LISTEN and pg-boss connection would have to be remade: one start
// path, already tested, is worth the few seconds.
import type { FastifyBaseLogger } from 'fastify';
import { exitTellingSupervisor, supervised } from './supervisor-channel.ts';

/** `log` is null while the app (and its logger) is still being built. */
export function databaseLost(log: Pick<FastifyBaseLogger, 'fatal'> | null, lost: string, cause: string): void {
  const message = `${lost} ${supervised() ? 'The supervisor starts the server again.' : 'Start the server again.'}`;
  log?.fatal(message);
  // oxlint-disable-next-line no-console
  console.error(`\n  ${message}\n`);
  exitTellingSupervisor(cause);
}

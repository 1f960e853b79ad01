// The production start (`node server/main.ts`, as `npm start` runs it) against its embedded database in
// a child process (decision 0040): a write, a read and a transaction go through the API, and the child
// goes away with the server, whether the server stops or the child is killed. A browser-tier spec
// because it needs the production build that `npm run test:e2e` makes; no page is opened. On PostgreSQL
// there is no database process, so the PostgreSQL pass (E2E_SCOPE=database) leaves it out.
import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { ownServerPort } from './support/ports.ts';
import { E2E_ADMIN, runStaffCli, startServer, type RunningServer, type ServerOptions } from './support/test-server.ts';
import { totpCode } from '../server/modules/staff/totp.ts';
import { processAlive } from '../server/db/pglite-lock.ts';
import { limit } from './support/time-limits.ts';

/** The pids of a process's children (Linux: /proc/<pid>/task/<pid>/children). */
function childrenOf(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

const commandOf = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');

function databaseChildOf(serverPid: number): number {
  const pids = childrenOf(serverPid).filter((pid) => commandOf(pid).includes('pglite-server.ts'));
  expect(pids).toHaveLength(1);
  return pids[0];
}

async function waitUntil(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startProduction(): Promise<RunningServer> {
  const options: ServerOptions = { port: ownServerPort('databaseProcess'), purpose: 'dbproc-test', stdio: 'ignore' };
  return startServer({
    ...options,
    prepare: () => runStaffCli(options, undefined, ['add', '--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name, '--role', 'admin', '--password', E2E_ADMIN.password]),
  });
}

test.describe('npm start with the embedded database in its own process', () => {
  test.describe.configure({ mode: 'serial', timeout: limit(600_000) });
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startProduction();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const adminPost = async (path: string, body: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${server.url}/api/admin/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authentication: token } : {}) },
      body: JSON.stringify(body),
    });
    return response.json();
  };

  test('serves through the child: a write, a transaction and a read', async () => {
    const health = await (await fetch(`${server.url}/healthz`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    databaseChildOf(server.child.pid!);

    // A write (the session), a transaction (the member with its audit entry), a read (the list).
    const login = await adminPost('/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    expect(login, JSON.stringify(login)).toMatchObject({ code: 200, data: { step: 'done' } });
    const token = login.data.token as string;
    // Production asks an admin to enrol TOTP before anything else (a transaction on its own).
    const setup = await adminPost('/auth/totpSetup', {}, token);
    const enrolled = await adminPost('/auth/totpConfirm', { totp: totpCode(setup.data.secret, new Date()) }, token);
    expect(enrolled, JSON.stringify(enrolled)).toMatchObject({ code: 200 });
    const added = await adminPost('/staff/add', { email: 'child.db@example.com', name: '子进程', roles: ['lab'], password: 'Lab#2026new' }, token);
    expect(added, JSON.stringify(added)).toMatchObject({ code: 200, data: { email: 'child.db@example.com' } });
    // The same e-mail again is refused inside the transaction, which leaves nothing behind.
    const again = await adminPost('/staff/add', { email: 'CHILD.DB@example.com', name: '乙', roles: ['sales'], password: 'Lab#2026new' }, token);
    expect(again.code).toBe(201);
    const list = await adminPost('/staff/list', {}, token);
    expect(list.code).toBe(200);
    const emails = JSON.stringify(list.data);
    expect(emails.match(/child\.db@example\.com/g)).toHaveLength(1);
  });

  test('takes the child down when the server stops', async () => {
    const child = databaseChildOf(server.child.pid!);
    await server.stop();
    await waitUntil(() => !processAlive(child));
  });
});

test.describe('a crash of the database process', () => {
  test.describe.configure({ timeout: limit(600_000) });
  test('stops the server with a message', async () => {
    const server = await startProduction();
    try {
      const child = databaseChildOf(server.child.pid!);
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      process.kill(child, 'SIGKILL');
      expect(await exited).toBe(1);
    } finally {
      await server.stop();
    }
  });
});

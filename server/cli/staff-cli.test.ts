// `npm run staff`: adding members (the first admin above all), the password reset and the list, with
// the console's own rules and audit; and the lock that keeps it off an embedded database the running
// site holds. One run goes through `node server/cli/staff.ts` as a child process, then the member
// signs in through the API.
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, pgliteTemplate } from '../../test/support/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { databaseProcessPid, openDatabase } from '../db/client.ts';
import { acquirePgliteLock, EmbeddedDatabaseLockedError, lockPathFor } from '../db/pglite-lock.ts';
import { auditLog } from '../db/schema/index.ts';
import { runStaffCli, type StaffCliIo } from './staff-cli.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => {});
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'staff-cli-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A DATA_DIR whose embedded database is already created and migrated (initdb is slow). */
async function dataDirWithDatabase(): Promise<string> {
  const dir = await tempDir();
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db'), pgliteTemplate: await pgliteTemplate() });
  await database.close();
  return dir;
}

/** The CLI in this process, its output captured. */
function cli(env: Record<string, string>, askPassword: StaffCliIo['askPassword'] = null) {
  const out: string[] = [];
  const err: string[] = [];
  const io: StaffCliIo = { env: { NODE_ENV: 'test', ...env }, cwd: ROOT, out: (l) => out.push(l), err: (l) => err.push(l), askPassword };
  return {
    run: (...argv: string[]) => runStaffCli(argv, io),
    out: () => out.join('\n'),
    err: () => err.join('\n'),
  };
}

/** A dead pid: a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe(`npm run staff (${engine})`, () => {
  let env: Record<string, string>;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      env = { DATA_DIR: await tempDir() };
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(() => scratch.drop());
      env.DATABASE_URL = scratch.url;
    } else {
      env = { DATA_DIR: await dataDirWithDatabase() };
    }
  });

  it('adds a member with the given roles, lists them and records the CLI in the audit log', async () => {
    const c = cli(env);
    expect(await c.run('add', '--email', 'First.Admin@example.com', '--name', '管理员', '--role', 'admin', '--role', 'lab,sales', '--password', 'Admin#2026')).toBe(0);
    expect(c.out()).toContain('已添加员工');
    expect(c.out()).toContain('first.admin@example.com');
    expect(c.out()).toContain('admin (管理员), lab (实验室), sales (销售)');

    const listed = cli(env);
    expect(await listed.run('list')).toBe(0);
    expect(listed.out()).toMatch(/first\.admin@example\.com\t管理员\tadmin,lab,sales\tactive\tTOTP off/);

    const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, 'db') });
    try {
      const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.add'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ staff_id: null, staff_email: 'cli', entity: 'staff' });
      expect(rows[0].after).toMatchObject({ email: 'first.admin@example.com', roles: ['admin', 'lab', 'sales'] });
    } finally {
      await database.close();
    }
  });

  it('refuses an e-mail that is already a member', async () => {
    const c = cli(env);
    expect(await c.run('add', '--email', 'first.admin@example.com', '--name', '又一个', '--role', 'lab', '--password', 'Admin#2026')).toBe(1);
    expect(c.err()).toBe('该邮箱已是员工账号');
  });

  it.each([
    [['--email', 'x@example.com', '--name', '甲', '--role', 'lab', '--password', 'weakpass'], '密码至少8位，且须包含字母、数字和特殊字符'],
    [['--email', 'x@example.com', '--name', '甲', '--password', 'Admin#2026'], '请至少选择一个角色'],
    [['--email', 'x@example.com', '--name', '甲', '--role', 'boss', '--password', 'Admin#2026'], '角色不正确'],
    [['--email', 'x', '--name', '甲', '--role', 'lab', '--password', 'Admin#2026'], '邮箱格式不正确'],
    [['--email', 'x@example.com', '--role', 'lab', '--password', 'Admin#2026'], '请输入姓名'],
  ])('refuses add %j with the form message', async (args, message) => {
    const c = cli(env);
    expect(await c.run('add', ...args)).toBe(1);
    expect(c.err()).toBe(message);
  });

  it('asks for the password twice on a terminal, and refuses clearly without one', async () => {
    const none = cli(env);
    expect(await none.run('add', '--email', 'asked@example.com', '--name', '乙', '--role', 'editor')).toBe(1);
    expect(none.err()).toBe('No --password given and no terminal to ask for one: pass --password <password>.');

    const answers = ['Asked#2026', 'Asked#2027'];
    const differ = cli(env, async () => answers.shift()!);
    expect(await differ.run('add', '--email', 'asked@example.com', '--name', '乙', '--role', 'editor')).toBe(1);
    expect(differ.err()).toBe('The two passwords differ; nothing was changed.');

    const prompts: string[] = [];
    const same = cli(env, async (prompt) => {
      prompts.push(prompt);
      return 'Asked#2026';
    });
    expect(await same.run('add', '--email', 'asked@example.com', '--name', '乙', '--role', 'editor')).toBe(0);
    expect(prompts).toEqual(['Password: ', 'Repeat the password: ']);
  });

  it('resets a password by e-mail', async () => {
    const c = cli(env);
    expect(await c.run('reset-password', '--email', 'asked@example.com', '--password', 'Reset#2026')).toBe(0);
    expect(c.out()).toContain('asked@example.com');
    const missing = cli(env);
    expect(await missing.run('reset-password', '--email', 'nobody@example.com', '--password', 'Reset#2026')).toBe(1);
    expect(missing.err()).toBe('员工不存在');
  });

  it('prints its usage for --help, and refuses an unknown command or option', async () => {
    const help = cli(env);
    expect(await help.run('--help')).toBe(0);
    expect(help.out()).toContain('npm run staff -- add --email <e-mail> --name <name> --role <role>');
    const unknown = cli(env);
    expect(await unknown.run('remove')).toBe(1);
    expect(unknown.err()).toContain('Unknown command: remove');
    const badOption = cli(env);
    expect(await badOption.run('add', '--mail', 'x@example.com')).toBe(1);
    expect(badOption.err()).toContain('--mail');
  });

  it('runs as `node server/cli/staff.ts`; the member it adds signs in through the API', { timeout: 180_000 }, async () => {
    const { stdout } = await run(process.execPath, ['server/cli/staff.ts', 'add', '--email', 'child@example.com', '--name', '张三', '--role', 'admin,lab', '--password', 'Child#2026'], {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_ENV: 'test' },
    });
    expect(stdout).toContain('已添加员工');

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', EMBEDDED_WORKER: 'false', ...env }, ROOT);
    const app = await buildApp(config, { ssrBuildDir: null });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/admin/v1/auth/login', payload: { email: 'child@example.com', password: 'Child#2026' } });
      expect(res.json()).toMatchObject({ code: 200, data: { step: 'done', must_enrol: false } });
      const me = await app.inject({ method: 'POST', url: '/api/admin/v1/auth/me', headers: { authentication: res.json().data.token } });
      expect(me.json().data).toMatchObject({ email: 'child@example.com', name: '张三', roles: ['admin', 'lab'] });
    } finally {
      await app.close();
    }
  });
});

describe('the embedded database lock', () => {
  it('refuses the CLI while the running site holds the database, and lets it in once the site stops', { timeout: 180_000 }, async () => {
    const dataDir = await dataDirWithDatabase();
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', EMBEDDED_WORKER: 'false', DATA_DIR: dataDir };
    // The site: this process, with the database open.
    const app = await buildApp(loadConfig(env, ROOT), { ssrBuildDir: null });
    try {
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
      const child = await run(process.execPath, ['server/cli/staff.ts', 'add', '--email', 'late@example.com', '--name', '李四', '--role', 'lab', '--password', 'Late#2026'], {
        cwd: ROOT,
        env: { ...process.env, ...env, DATABASE_URL: '' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(child.code).toBe(1);
      expect(child.stderr.trim()).toBe(
        `The site is running (pid ${process.pid}) and holds the embedded database. Stop it with Ctrl+C in the terminal where it runs, then run this command again, or set DATABASE_URL to use PostgreSQL.`,
      );
    } finally {
      await app.close();
    }
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    const c = cli({ DATA_DIR: dataDir });
    expect(await c.run('add', '--email', 'late@example.com', '--name', '李四', '--role', 'lab', '--password', 'Late#2026')).toBe(0);
  });

  it('names the pid that stops the site (its supervisor under npm start), never the database process', { timeout: 180_000 }, async () => {
    // As `npm start` runs it: the database in a process of its own, which holds the folder's lock, and a
    // supervisor in front of the serving process (here a stand-in whose pid the server is given). A
    // newcomer who stopped the database's pid would pull the database from under the running site, and
    // stopping the serving process only gets it restarted (issue 37, point 2).
    const dataDir = await dataDirWithDatabase();
    const supervisor = spawn('sleep', ['300'], { stdio: 'ignore' });
    cleanups.push(async () => supervisor.kill('SIGKILL'));
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', EMBEDDED_WORKER: 'false', DATA_DIR: dataDir, SUPERVISOR_PID: String(supervisor.pid) };
    const app = await buildApp(loadConfig(env, ROOT), { ssrBuildDir: null, databaseProcess: true });
    try {
      const databasePid = databaseProcessPid(app.database)!;
      expect(databasePid).toBeGreaterThan(0);
      expect(readFileSync(path.join(dataDir, 'db.lock'), 'utf8').split('\n')[0]).toBe(String(databasePid));
      expect((await app.inject('/healthz')).json()).toMatchObject({ supervisorPid: supervisor.pid, databasePid });
      const child = await run(process.execPath, ['server/cli/staff.ts', 'list'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(child.code).toBe(1);
      expect(child.stderr.trim()).toBe(
        `The site is running (pid ${supervisor.pid}) and holds the embedded database. Stop it with Ctrl+C in the terminal where it runs, then run this command again, or set DATABASE_URL to use PostgreSQL.`,
      );
      expect(child.stderr).not.toContain(String(databasePid));
    } finally {
      await app.close();
    }
  });

  it('is refused while a live process holds it, taken over when its process is gone, and released', async () => {
    const dir = path.join(await tempDir(), 'db');
    const lockPath = lockPathFor(dir);
    expect(lockPath).toBe(`${dir}.lock`);

    // The parent of this process is alive.
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => acquirePgliteLock(dir)).toThrow(EmbeddedDatabaseLockedError);
    try {
      acquirePgliteLock(dir);
    } catch (error) {
      expect((error as EmbeddedDatabaseLockedError).pid).toBe(process.ppid);
    }

    const gone = deadPid();
    writeFileSync(lockPath, `${gone}\n`);
    const lock = acquirePgliteLock(dir);
    expect((await fs.readFile(lockPath, 'utf8')).trim()).toBe(String(process.pid));
    // Held by this very process: a second open is refused too.
    expect(() => acquirePgliteLock(dir)).toThrow(EmbeddedDatabaseLockedError);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);

    // A lock file of nonsense is stale.
    writeFileSync(lockPath, 'garbage');
    acquirePgliteLock(dir).release();
  });

  it('lets the CLI take over a stale lock left by a crashed site', async () => {
    const dataDir = await dataDirWithDatabase();
    writeFileSync(path.join(dataDir, 'db.lock'), `${deadPid()}\n`);
    const c = cli({ DATA_DIR: dataDir });
    expect(await c.run('list')).toBe(0);
    expect(c.out()).toContain('No staff yet');
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});

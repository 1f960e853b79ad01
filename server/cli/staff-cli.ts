// `npm run staff -- …`: staff accounts from the command line, above all the first admin (DESIGN.md
// "Operations console"). The same database, migrations, form rules and audit log as the console; the
// audit rows name 'cli' as the member. `server/cli/staff.ts` runs it; tests call `runStaffCli`.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { EmbeddedDatabaseLockedError, lockedDatabaseLine } from '../db/pglite-lock.ts';
import { ApiError } from '../http/errors.ts';
import type { StaffActor } from '../http/auth-staff.ts';
import { createAuditService } from '../modules/audit/service.ts';
import { createCaptchaService } from '../modules/captcha/service.ts';
import { createStaffService } from '../modules/staff/service.ts';
import { createAttemptLimits } from '../security/attempt-limits.ts';
import { createDbLimitStore } from '../security/limit-store.ts';
import { createStaffSessionService } from '../modules/staff/staff-session-service.ts';
import { staffAddInput, staffPassword } from '../../contracts/staff.ts';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../contracts/staff-roles.ts';

export const STAFF_CLI_USAGE = `Staff accounts of the operations console (/admin).

Usage:
  npm run staff -- add --email <e-mail> --name <name> --role <role> [--role <role> | --role admin,lab] [--password <password>]
  npm run staff -- reset-password --email <e-mail> [--password <password>]
  npm run staff -- list
  npm run staff -- --help

Roles: admin (管理员), editor (内容编辑), sales (销售), lab (实验室).
Without --password the password is asked twice on the terminal (not shown).
Passwords: at least 8 characters with a letter, a digit and a special character.
With the embedded database (no DATABASE_URL) stop the site first: only one process may open it.`;

export interface StaffCliIo {
  /** The environment the configuration is read from (process.env). */
  env: Record<string, string | undefined>;
  cwd?: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks for a secret without echo; null when there is no terminal to ask on. */
  askPassword: ((prompt: string) => Promise<string>) | null;
}

const CLI_ACTOR: StaffActor = { id: null, email: 'cli', ip: null };

class CliFailure extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Runs one command; the answer is the process's exit code (0 done, 1 refused, 78 bad configuration). */
export async function runStaffCli(argv: string[], io: StaffCliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...extra] = positionals;
    if (values.help || command === undefined || command === 'help') {
      io.out(STAFF_CLI_USAGE);
      return command === undefined && !values.help ? 1 : 0;
    }
    if (extra.length > 0) throw new CliFailure(`Unexpected argument: ${extra[0]}\n\n${STAFF_CLI_USAGE}`);
    switch (command) {
      case 'add':
        return await add(values, io);
      case 'reset-password':
        return await resetPassword(values, io);
      case 'list':
        return await list(io);
      default:
        throw new CliFailure(`Unknown command: ${command}\n\n${STAFF_CLI_USAGE}`);
    }
  } catch (error) {
    if (error instanceof CliFailure) {
      io.err(error.message);
      return error.exitCode;
    }
    // parseArgs: an unknown option or one without its value.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(error as Error).message}\n\n${STAFF_CLI_USAGE}`);
      return 1;
    }
    throw error;
  }
}

interface CliValues {
  email?: string;
  name?: string;
  role?: string[];
  password?: string;
}

async function add(values: CliValues, io: StaffCliIo): Promise<number> {
  // The form's rules first (and the password before it is asked twice), so a bad value never opens the database.
  const fields = { email: values.email, name: values.name, roles: (values.role ?? []).join(',') };
  const early = staffAddInput.omit({ password: true }).safeParse(fields);
  if (!early.success) throw new CliFailure(early.error.issues[0].message);
  const password = await passwordOf(values, io);
  const input = staffAddInput.safeParse({ ...fields, password });
  if (!input.success) throw new CliFailure(input.error.issues[0].message);
  return withStaffService(io, async (staff) => {
    const member = await staff.add(input.data, CLI_ACTOR);
    const roles = member.roles.map((role) => `${role} (${STAFF_ROLE_LABELS[role as StaffRole] ?? role})`).join(', ');
    io.out(`已添加员工 #${member.id} ${member.email} ${member.name}: ${roles}`);
    if (member.roles.includes('admin')) io.out('Sign in to the operations console at /admin.');
    return 0;
  });
}

async function resetPassword(values: CliValues, io: StaffCliIo): Promise<number> {
  const email = staffAddInput.shape.email.safeParse(values.email);
  if (!email.success) throw new CliFailure(email.error.issues[0].message);
  const password = await passwordOf(values, io);
  return withStaffService(io, async (staff) => {
    const member = await staff.resetPasswordByEmail(email.data, password, CLI_ACTOR);
    io.out(`已重设 ${member.email} 的密码；该员工的登录会话均已结束。`);
    return 0;
  });
}

async function list(io: StaffCliIo): Promise<number> {
  return withStaffService(io, async (staff) => {
    const members = await staff.list({ keyword: null });
    if (members.length === 0) io.out('No staff yet. Add the first admin: npm run staff -- add --email … --name … --role admin');
    for (const m of members) {
      const state = m.status === 1 ? 'active' : 'disabled';
      io.out(`#${m.id}\t${m.email}\t${m.name}\t${m.roles.join(',')}\t${state}\tTOTP ${m.totp_enabled ? 'on' : 'off'}`);
    }
    return 0;
  });
}

/** `--password`, or asked twice without echo; without a terminal there is nobody to ask. */
async function passwordOf(values: CliValues, io: StaffCliIo): Promise<string> {
  const checked = (password: string) => {
    const result = staffPassword.safeParse(password);
    if (!result.success) throw new CliFailure(result.error.issues[0].message);
    return result.data;
  };
  if (values.password !== undefined) return checked(values.password);
  if (!io.askPassword) throw new CliFailure('No --password given and no terminal to ask for one: pass --password <password>.');
  const first = checked(await io.askPassword('Password: '));
  const second = await io.askPassword('Repeat the password: ');
  if (first !== second) throw new CliFailure('The two passwords differ; nothing was changed.');
  return first;
}

async function withStaffService(io: StaffCliIo, work: (staff: ReturnType<typeof createStaffService>) => Promise<number>): Promise<number> {
  let config;
  try {
    config = loadConfig(io.env, io.cwd);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliFailure(error.message, 78);
    throw error;
  }
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  } catch (error) {
    if (error instanceof EmbeddedDatabaseLockedError) throw new CliFailure(lockedDatabaseLine(error));
    throw error;
  }
  try {
    const staff = createStaffService(config, database, {
      sessions: createStaffSessionService(config, database),
      audit: createAuditService(database),
      limits: createAttemptLimits(createDbLimitStore(database.db)),
      captcha: createCaptchaService(config, database),
    });
    return await work(staff);
  } catch (error) {
    if (error instanceof ApiError) throw new CliFailure(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

// Configuration is read from the environment once, at start-up, and validated here. Everything else
// receives the parsed `AppConfig` object; nothing reads process.env directly.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Public base address of this site, used in links inside e-mails. Defaults to http://localhost:PORT. */
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    /** PostgreSQL connection string. When absent the embedded PGlite database under DATA_DIR/db is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** Load the demo content on start when the database has none (idempotent). */
    SEED_DEMO: bool.default(true),
    /** Run the job worker inside the web process. Turn off when `npm run worker` runs separately. */
    EMBEDDED_WORKER: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
    /** Staff sessions of the operations console: shorter than customers', and ended after idle time. */
    STAFF_SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
    STAFF_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
    /** The largest result file lab staff may attach to an order (streamed, never held in memory). */
    RESULT_FILE_MAX_BYTES: z.coerce.number().int().positive().default(2 * 1024 * 1024 * 1024),

    /** Address of the English-language site opened by the CN/EN switch. */
    EN_SITE_URL: z.url().default('https://en.example.com/'),

    // Mail: SMTP when MAIL_SMTP_URL is set, otherwise one file per message in MAIL_OUTBOX_DIR.
    MAIL_SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().min(3).default('澄源基因 <noreply@example.com>'),
    /** Where purchase enquiries and bookings are delivered. */
    MAIL_COMPANY_TO: z.email().default('service@example.com'),
    MAIL_OUTBOX_DIR: z.string().optional(),

    // SMS: the file outbox by default, or Alibaba Cloud SMS through its official SDK.
    SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
    SMS_OUTBOX_DIR: z.string().optional(),
    SMS_ALIYUN_ACCESS_KEY_ID: z.string().optional(),
    SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
    SMS_ALIYUN_SIGN_NAME: z.string().optional(),
    SMS_ALIYUN_TEMPLATE_CODE: z.string().optional(),
    /** Overrides the SMS API endpoint (tests point it at a local fake). */
    SMS_ALIYUN_ENDPOINT: z.string().optional(),

    // Uploads
    UPLOAD_STORAGE: z.enum(['local', 's3']).default('local'),
    UPLOAD_DIR: z.string().optional(),
    UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
    /** What one customer may keep stored (their uploads and the files made for them). */
    UPLOAD_QUOTA_BYTES: z.coerce.number().int().positive().default(500 * 1024 * 1024),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),

    /** Folder holding the published CRISPR-Net structure (.json) and weights (.h5). */
    CRISPR_NET_DIR: z.string().default('../shared/crispr-net'),
    /** Folder of the genomes a CRISPR-Net search can use (`npm run genome -- add`); default DATA_DIR/genomes. */
    GENOME_DIR: z.string().optional(),
    /**
     * Work of one sub-job of a genome search, in bases × guides (decision 0064): a larger job is split
     * into guide batches × genome shards that any worker takes. 2^28 is about 15 s of the plain scan.
     */
    GENOME_PART_WORK: z.coerce.number().int().positive().default(2 ** 28),
    /**
     * Search threads of one sub-job in this worker (default: the engine's, min(2, cores)). Several
     * workers on one machine: make their sum the machine's cores.
     */
    GENOME_SEARCH_THREADS: z.coerce.number().int().positive().max(64).optional(),

    // Backups (docs/backup.md): the worker takes one when the newest in BACKUP_DIR is this many hours
    // old (0: never) and keeps the newest BACKUP_KEEP.
    BACKUP_DIR: z.string().optional(),
    BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(24 * 31).default(24),
    BACKUP_KEEP: z.coerce.number().int().positive().default(7),
    /** `full`: the genome folders go into every archive; `list`: only their names and titles (re-import after a restore). */
    BACKUP_GENOMES: z.enum(['full', 'list']).default('full'),

    /** Fixes the captcha answer for automated tests. Refused in production. */
    CAPTCHA_TEST_ANSWER: z.string().optional(),

    // Set by the supervisor (server/supervisor.ts) for the serving process it starts, not by hand:
    // its own pid and how many times it restarted the server before this start (/healthz reports both).
    SUPERVISOR_PID: z.coerce.number().int().positive().optional(),
    SUPERVISOR_RESTARTS: z.coerce.number().int().min(0).default(0),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.CAPTCHA_TEST_ANSWER) {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_TEST_ANSWER'], message: 'must not be set when NODE_ENV=production' });
    }
    if (c.UPLOAD_STORAGE === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when UPLOAD_STORAGE=s3' });
      }
    }
    if (c.SMS_PROVIDER === 'aliyun') {
      for (const key of [
        'SMS_ALIYUN_ACCESS_KEY_ID',
        'SMS_ALIYUN_ACCESS_KEY_SECRET',
        'SMS_ALIYUN_SIGN_NAME',
        'SMS_ALIYUN_TEMPLATE_CODE',
      ] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=aliyun' });
      }
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

export type AppConfig = RawConfig & {
  /** Absolute paths derived from DATA_DIR unless set explicitly. */
  paths: { data: string; pglite: string; uploads: string; mailOutbox: string; smsOutbox: string; crisprNet: string; genomes: string; backups: string };
  publicUrl: string;
};

export class ConfigError extends Error {
  readonly issues: { setting: string; message: string }[];
  constructor(issues: { setting: string; message: string }[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  ${i.setting}: ${i.message}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Parses and validates the environment. Throws ConfigError naming every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): AppConfig {
  // Empty strings mean "not set", as in most .env conventions.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => ({ setting: String(i.path[0] ?? '(root)'), message: i.message })),
    );
  }
  const c = parsed.data;
  const data = path.resolve(cwd, c.DATA_DIR);
  return {
    ...c,
    paths: {
      data,
      pglite: path.join(data, 'db'),
      uploads: path.resolve(cwd, c.UPLOAD_DIR ?? path.join(data, 'uploads')),
      mailOutbox: path.resolve(cwd, c.MAIL_OUTBOX_DIR ?? path.join(data, 'outbox')),
      smsOutbox: path.resolve(cwd, c.SMS_OUTBOX_DIR ?? path.join(data, 'outbox', 'sms')),
      crisprNet: path.resolve(cwd, c.CRISPR_NET_DIR),
      genomes: path.resolve(cwd, c.GENOME_DIR ?? path.join(data, 'genomes')),
      backups: path.resolve(cwd, c.BACKUP_DIR ?? path.join(data, 'backups')),
    },
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

/** For process entries: a bad configuration prints every bad setting and exits (EX_CONFIG). */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // The logger's level comes from this very configuration, so there is no logger yet.
      // oxlint-disable-next-line no-console
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

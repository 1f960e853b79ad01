// `npm run backup [-- --dir DIR]` and `npm run restore FILE` (docs/backup.md, decision 0058). With the
// embedded database both refuse while the site holds it (the site's worker takes the backups of a
// running embedded site, every BACKUP_INTERVAL_HOURS).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { EmbeddedDatabaseLockedError } from '../db/pglite-lock.ts';
import { createBackup, pruneBackups } from '../backup/backup.ts';
import { restoreBackup, RestoreRefused } from '../backup/restore.ts';
import { createStorage } from '../storage/storage.ts';

export const BACKUP_CLI_USAGE = `Backups (docs/backup.md).

Usage:
  npm run backup [-- --dir DIR]   write backup-<UTC time>.tar.gz (+ .sha256) into DIR (default BACKUP_DIR,
                                  i.e. DATA_DIR/backups), then keep the newest BACKUP_KEEP there
  npm run restore FILE            restore FILE into an empty DATA_DIR (or the empty database of DATABASE_URL),
                                  the upload storage and GENOME_DIR; the site must be stopped`;

export interface BackupCliIo {
  env: Record<string, string | undefined>;
  cwd?: string;
  out(line: string): void;
  err(line: string): void;
}

function configOf(io: BackupCliIo): AppConfig | number {
  try {
    return loadConfig(io.env, io.cwd);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 78;
    }
    throw error;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type CliArgs = { dir?: string; positionals: string[] };

/** The command's arguments, or the exit code once usage or an error has been printed. */
function argsOf(argv: readonly string[], io: BackupCliIo, withDir: boolean): CliArgs | number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: !withDir,
      options: { help: { type: 'boolean', short: 'h' }, ...(withDir ? { dir: { type: 'string' as const } } : {}) },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${BACKUP_CLI_USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(BACKUP_CLI_USAGE);
    return 0;
  }
  const dir = (parsed.values as { dir?: string }).dir;
  return { dir, positionals: parsed.positionals };
}

export async function runBackupCli(argv: readonly string[], io: BackupCliIo): Promise<number> {
  const args = argsOf(argv, io, true);
  if (typeof args === 'number') return args;
  const config = configOf(io);
  if (typeof config === 'number') return config;
  let database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite, migrate: false });
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseLockedError)) throw error;
    io.err(
      `The running site (pid ${error.stopPid}) holds the embedded database: its worker takes a backup every ${config.BACKUP_INTERVAL_HOURS} h into ${config.paths.backups}. ` +
        'To take one now, stop the site (Ctrl+C in the terminal where it runs), run npm run backup, and start it again.',
    );
    return 1;
  }
  const storage = createStorage(config);
  const dir = args.dir ? path.resolve(io.cwd ?? process.cwd(), args.dir) : config.paths.backups;
  try {
    const result = await createBackup({ config, database, storage, dir });
    const { manifest } = result;
    const rows = Object.values(manifest.database.counts).reduce((a, b) => a + b, 0);
    io.out(`Wrote ${result.file} (${mb(result.bytes)}): ${manifest.database.kind} database (${Object.keys(manifest.database.counts).length} tables, ${rows} rows), ${manifest.uploads.count} stored files (${mb(manifest.uploads.bytes)}), ${manifest.genomes.length} genome(s).`);
    if (!args.dir) {
      const removed = await pruneBackups(dir, config.BACKUP_KEEP);
      if (removed.length) io.out(`Removed ${removed.length} older backup(s), keeping ${config.BACKUP_KEEP}: ${removed.join(', ')}`);
    }
    return 0;
  } finally {
    await database.close();
    (storage as { destroy?: () => void }).destroy?.();
  }
}

export async function runRestoreCli(argv: readonly string[], io: BackupCliIo): Promise<number> {
  const args = argsOf(argv, io, false);
  if (typeof args === 'number') return args;
  if (args.positionals.length !== 1) {
    io.err(`restore needs exactly one FILE.\n\n${BACKUP_CLI_USAGE}`);
    return 2;
  }
  const config = configOf(io);
  if (typeof config === 'number') return config;
  const storage = createStorage(config);
  try {
    const { manifest } = await restoreBackup({ config, storage, file: path.resolve(io.cwd ?? process.cwd(), args.positionals[0]), say: io.out });
    const rows = Object.values(manifest.database.counts).reduce((a, b) => a + b, 0);
    io.out(
      `Restored the backup of ${manifest.created}: ${Object.keys(manifest.database.counts).length} tables (${rows} rows, every count as in the manifest), ` +
        `${manifest.uploads.count} stored files, ${manifest.genomes.length} genome(s). Start the site: npm start`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      io.err(`Not restored: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    (storage as { destroy?: () => void }).destroy?.();
  }
}

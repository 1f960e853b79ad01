// `npm run backup` and the worker's daily backup (decision 0058): ONE gzipped tar holding the database
// dump, every stored upload (public and private) and the genome folders, closed by manifest.json, which
// names every member with its size and SHA-256, the row count of every table and the genomes. A
// `<archive>.sha256` beside it (the `sha256sum` format) covers the archive as a whole.
//
// Consistency: the database is dumped first (one snapshot), then the files are copied. A stored file
// never changes (random keys, written once) and a row names its file only once the file is stored, so
// every file a dumped row names is still there when the copy starts, unless it was deleted in between
// (a withdrawn result file, a released proof, the sweep). The backup therefore checks that every key
// the dump's rows name is in the archive; when one is not, it starts again (up to three times) and
// otherwise fails rather than keep an archive that would restore rows without their files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { AppConfig } from '../config.ts';
import { connectionUrlOf, dumpPgliteProcess, pgliteClientOrNull, type Database } from '../db/client.ts';
import type { FileStorage } from '../storage/keys.ts';
import { dumpPostgres, writePgliteDump, type DumpFacts } from './database-dump.ts';
import { TarWriter, type WrittenMember } from './tar.ts';

export const BACKUP_FORMAT = 'gene-site-backup-1';
export const MANIFEST = 'manifest.json';
export const PGLITE_MEMBER = 'database/pglite-datadir.tar';
export const POSTGRES_MEMBER = 'database/postgres.dump';
/** Genome names as the genome CLI takes them (server/cli/genome-cli.ts). */
const GENOME_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const ARCHIVE_NAME = /^backup-\d{8}T\d{6}Z\.tar\.gz$/;
/** Later than any object's time: `list` then answers every object. */
const EVERYTHING = new Date(8.64e15);

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  created: string;
  database: { kind: 'pglite' | 'postgres'; member: string; counts: Record<string, number> };
  uploads: { count: number; bytes: number };
  /** `files: false` (BACKUP_GENOMES=list): only the genome's genome.json is in the archive, under genome-list/. */
  genomes: { name: string; title: string; length: number; files: boolean }[];
  /** Every member but manifest.json itself, in archive order. */
  members: WrittenMember[];
}

export interface BackupInput {
  config: AppConfig;
  database: Database;
  storage: FileStorage;
  /** Folder the archive is written to (BACKUP_DIR by default). */
  dir: string;
  now?: () => Date;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/** A dumped row names a file that was gone before it could be copied: the backup starts again. */
export class BackupInconsistent extends Error {}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

async function dumpDatabase(config: AppConfig, database: Database, file: string): Promise<DumpFacts> {
  if (database.kind === 'postgres') {
    const url = connectionUrlOf(database) ?? config.DATABASE_URL;
    if (!url) throw new Error('backup: a PostgreSQL database without a connection string');
    return dumpPostgres(url, file);
  }
  const client = pgliteClientOrNull(database);
  if (client) return writePgliteDump(await client.dumpDataDir('none'), file);
  return (await dumpPgliteProcess(database, file)) as DumpFacts;
}

/** The genome folders under GENOME_DIR (each `<name>` is a link to its current version, decision 0026). */
async function genomeFolders(genomeDir: string): Promise<{ name: string; folder: string }[]> {
  let entries: string[];
  try {
    entries = await fsp.readdir(genomeDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out = [];
  for (const name of entries.toSorted()) {
    if (!GENOME_NAME.test(name)) continue;
    const folder = await fsp.realpath(path.join(genomeDir, name)).catch(() => null);
    if (folder && (await fsp.stat(folder)).isDirectory() && fs.existsSync(path.join(folder, 'genome.json'))) out.push({ name, folder });
  }
  return out;
}

async function writeArchive(input: BackupInput, partial: string, scratch: string): Promise<{ manifest: Manifest; sha256: string }> {
  const { config, database } = input;
  const dumpFile = path.join(scratch, 'database.dump');
  const facts = await dumpDatabase(config, database, dumpFile);

  const hash = createHash('sha256');
  const gzip = zlib.createGzip({ level: 6 });
  const hashing = new Transform({
    transform(chunk, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const written = pipeline(gzip, hashing, fs.createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => {});
  const tar = new TarWriter(gzip);
  try {
    return await fillArchive(input, tar, facts, dumpFile, hash);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    throw error;
  } finally {
    await written.catch(() => {});
  }
}

async function fillArchive(input: BackupInput, tar: TarWriter, facts: DumpFacts, dumpFile: string, hash: ReturnType<typeof createHash>): Promise<{ manifest: Manifest; sha256: string }> {
  const { config, database, storage } = input;
  const dbMember = database.kind === 'postgres' ? POSTGRES_MEMBER : PGLITE_MEMBER;
  await tar.addStream(dbMember, (await fsp.stat(dumpFile)).size, fs.createReadStream(dumpFile));
  await fsp.rm(dumpFile, { force: true });

  // Every stored object: public pictures, private uploads, result files.
  const copied = new Set<string>();
  let bytes = 0;
  for await (const key of storage.list('', EVERYTHING)) {
    const stored = await storage.get(key);
    if (!stored) continue; // deleted since it was listed; the check below says whether a row needed it
    await tar.addStream(`uploads/${key}`, stored.size, stored.body);
    copied.add(key);
    bytes += stored.size;
  }
  const missing = facts.referencedKeys.filter((key) => !copied.has(key));
  if (missing.length > 0) throw new BackupInconsistent(`${missing.length} file(s) named by the dumped rows were gone before they were copied: ${missing.slice(0, 5).join(', ')}`);

  const genomes: Manifest['genomes'] = [];
  for (const { name, folder } of await genomeFolders(config.paths.genomes)) {
    const infoText = await fsp.readFile(path.join(folder, 'genome.json'));
    const info = JSON.parse(infoText.toString('utf8')) as { title?: string; length?: number };
    const files = config.BACKUP_GENOMES === 'full';
    if (files) {
      // The genome's own files; its search index (the index/ folder, decision 0063) is rebuilt on restore.
      for (const file of (await fsp.readdir(folder, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name).toSorted()) {
        const full = path.join(folder, file);
        await tar.addStream(`genomes/${name}/${file}`, (await fsp.stat(full)).size, fs.createReadStream(full));
      }
    } else {
      await tar.addBuffer(`genome-list/${name}.json`, infoText);
    }
    genomes.push({ name, title: String(info.title ?? name), length: Number(info.length ?? 0), files });
  }

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    created: (input.now ?? (() => new Date()))().toISOString(),
    database: { kind: database.kind, member: dbMember, counts: facts.counts },
    uploads: { count: copied.size, bytes },
    genomes,
    members: [...tar.members],
  };
  await tar.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  await tar.finish();
  return { manifest, sha256: hash.digest('hex') };
}

/**
 * Writes `backup-<UTC time>.tar.gz` into `dir` (as a `.partial` file renamed when complete, so a
 * listed archive is always whole) and its `.sha256`.
 */
export async function createBackup(input: BackupInput): Promise<BackupResult> {
  await fsp.mkdir(input.dir, { recursive: true, mode: 0o700 });
  const name = `backup-${stamp((input.now ?? (() => new Date()))())}.tar.gz`;
  const file = path.join(input.dir, name);
  const partial = `${file}.partial`;
  for (let attempt = 1; ; attempt++) {
    const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'gene-site-backup-'));
    try {
      const { manifest, sha256 } = await writeArchive(input, partial, scratch);
      await fsp.rename(partial, file);
      await fsp.writeFile(`${file}.sha256`, `${sha256}  ${name}\n`);
      return { file, manifest, bytes: (await fsp.stat(file)).size };
    } catch (error) {
      await fsp.rm(partial, { force: true });
      if (!(error instanceof BackupInconsistent) || attempt >= 3) throw error;
    } finally {
      await fsp.rm(scratch, { recursive: true, force: true });
    }
  }
}

/** The archives in `dir`, oldest first (their names sort by time). */
export async function listBackups(dir: string): Promise<string[]> {
  try {
    return (await fsp.readdir(dir)).filter((n) => ARCHIVE_NAME.test(n)).toSorted();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Removes all but the newest `keep` archives (and their .sha256); answers the removed names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const all = await listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) {
    await fsp.rm(path.join(dir, name), { force: true });
    await fsp.rm(path.join(dir, `${name}.sha256`), { force: true });
  }
  return old;
}

/** When the newest archive in `dir` was written (from its name), or null. */
export async function newestBackupTime(dir: string): Promise<Date | null> {
  const newest = (await listBackups(dir)).at(-1);
  if (!newest) return null;
  const m = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(newest)!;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

export interface BackupService {
  /** Takes a backup when the newest is at least BACKUP_INTERVAL_HOURS old, then keeps the newest BACKUP_KEEP. */
  runIfDue(): Promise<{ taken: string | null; removed: string[] }>;
}

export function createBackupService(config: AppConfig, database: Database, storage: FileStorage, options: { now?: () => Date } = {}): BackupService {
  const now = options.now ?? (() => new Date());
  return {
    async runIfDue() {
      const hours = config.BACKUP_INTERVAL_HOURS;
      if (hours === 0) return { taken: null, removed: [] };
      const newest = await newestBackupTime(config.paths.backups);
      // A few minutes of slack: the hourly job should not skip a day because the last one ran at :41:05.
      if (newest && now().getTime() - newest.getTime() < hours * 3_600_000 - 10 * 60_000) return { taken: null, removed: [] };
      const result = await createBackup({ config, database, storage, dir: config.paths.backups, now });
      const removed = await pruneBackups(config.paths.backups, config.BACKUP_KEEP);
      return { taken: result.file, removed };
    },
  };
}

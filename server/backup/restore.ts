// `npm run restore FILE` (decision 0058): brings a backup onto an empty data folder (or, with
// DATABASE_URL, an empty PostgreSQL database). It refuses a running site and anything already there,
// reads the whole archive once checking every member's SHA-256 and size against manifest.json (and the
// archive against its .sha256 when it lies beside it) before writing anything, then writes, checking
// the hashes again as the bytes pass, and ends by comparing every table's row count with the manifest.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquirePgliteLock, EmbeddedDatabaseLockedError, lockPathFor } from '../db/pglite-lock.ts';
import { isValidKey, type FileStorage } from '../storage/keys.ts';
import { assertPostgresEmpty, readFacts, restorePostgres, RestoreRefused, type DumpFacts } from './database-dump.ts';
import { BACKUP_FORMAT, MANIFEST, PGLITE_MEMBER, POSTGRES_MEMBER, type Manifest } from './backup.ts';
import { readTar } from './tar.ts';

export { RestoreRefused } from './database-dump.ts';

const GENOME_LIST_MEMBER = /^genome-list\/[A-Za-z0-9][A-Za-z0-9._-]{0,63}\.json$/;
const GENOME_MEMBER = /^genomes\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/([A-Za-z0-9][A-Za-z0-9._-]{0,127})$/;

export interface RestoreInput {
  config: AppConfig;
  storage: FileStorage;
  file: string;
  /** Progress lines for the person at the terminal. */
  say?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The restored database's facts (equal to the manifest's counts, or the restore failed). */
  facts: DumpFacts;
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await fsp.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Refuses a running site and a target that already holds data. Writes nothing. */
async function checkTarget(config: AppConfig, storage: FileStorage): Promise<void> {
  if (config.DATABASE_URL) {
    await assertPostgresEmpty(config.DATABASE_URL);
  } else {
    // No data folder yet: nobody runs on it (and the lock file has nowhere to go).
    if (fs.existsSync(path.dirname(lockPathFor(config.paths.pglite)))) {
      let lock;
      try {
        lock = acquirePgliteLock(config.paths.pglite);
      } catch (error) {
        if (error instanceof EmbeddedDatabaseLockedError) throw new RestoreRefused(`The site (pid ${error.stopPid}) is running on this data folder: stop it first (Ctrl+C in the terminal where it runs), and restore into a new, empty data folder.`);
        throw error;
      }
      lock.release();
    }
    if (!(await isEmptyFolder(config.paths.pglite))) throw new RestoreRefused(`${config.paths.pglite} is not empty: restore only into a new, empty data folder (DATA_DIR).`);
  }
  for await (const key of storage.list('', new Date(8.64e15))) {
    throw new RestoreRefused(`The upload storage already holds files (${key} …): restore only into an empty one.`);
  }
  if (!(await isEmptyFolder(config.paths.genomes))) throw new RestoreRefused(`${config.paths.genomes} is not empty: restore only into an empty genome folder.`);
}

const archiveStream = (file: string) => fs.createReadStream(file).pipe(zlib.createGunzip());

/** Pass one: every member hashed, the set and the hashes compared with the manifest. Writes nothing. */
async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  const whole = createHash('sha256');
  const raw = fs.createReadStream(file);
  raw.on('data', (chunk) => whole.update(chunk));
  for await (const entry of readTar(raw.pipe(zlib.createGunzip()))) {
    if (entry.type !== '0') throw new RestoreRefused(`The archive holds ${entry.path}, which is not a plain file: not a backup of this site.`);
    if (seen.has(entry.path) || entry.path === MANIFEST && manifestText !== null) throw new RestoreRefused(`The archive holds ${entry.path} twice.`);
    const hash = createHash('sha256');
    const parts: Buffer[] = [];
    let size = 0;
    for await (const chunk of entry.body) {
      hash.update(chunk);
      size += chunk.length;
      if (entry.path === MANIFEST) parts.push(Buffer.from(chunk));
    }
    if (entry.path === MANIFEST) manifestText = Buffer.concat(parts).toString('utf8');
    else seen.set(entry.path, { size, sha256: hash.digest('hex') });
  }
  const sidecar = `${file}.sha256`;
  if (fs.existsSync(sidecar)) {
    const expected = (await fsp.readFile(sidecar, 'utf8')).trim().split(/\s+/)[0];
    if (expected !== whole.digest('hex')) throw new RestoreRefused(`The archive does not match ${path.basename(sidecar)}: damaged or changed since it was written.`);
  }
  if (manifestText === null) throw new RestoreRefused('The archive has no manifest.json: not a backup of this site, or cut short.');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new RestoreRefused('The manifest.json of the archive is not JSON.');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`The archive is of format ${String(manifest.format)}, not ${BACKUP_FORMAT}.`);
  const listed = new Map(manifest.members.map((m) => [m.path, m]));
  for (const [name, found] of seen) {
    const expected = listed.get(name);
    if (!expected) throw new RestoreRefused(`The archive holds ${name}, which its manifest does not list.`);
    if (expected.size !== found.size || expected.sha256 !== found.sha256) throw new RestoreRefused(`${name} does not match its checksum in the manifest: the archive is damaged.`);
  }
  for (const name of listed.keys()) if (!seen.has(name)) throw new RestoreRefused(`${name} is listed in the manifest but missing from the archive (cut short?).`);
  for (const name of seen.keys()) {
    const ok = name === manifest.database.member || (name.startsWith('uploads/') && isValidKey(name.slice(8))) || GENOME_MEMBER.test(name) || GENOME_LIST_MEMBER.test(name);
    if (!ok) throw new RestoreRefused(`The archive holds ${name}, which a restore does not know where to put.`);
  }
  if (![PGLITE_MEMBER, POSTGRES_MEMBER].includes(manifest.database.member) || !seen.has(manifest.database.member)) {
    throw new RestoreRefused('The archive holds no database dump.');
  }
  return manifest;
}

/** The body of a member, checked against the manifest as it passes (the file could change between the passes). */
async function* checked(body: AsyncIterable<Buffer>, expected: { sha256: string; path: string }): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
  if (hash.digest('hex') !== expected.sha256) throw new Error(`${expected.path} changed while it was restored: the archive file was modified during the restore`);
}

export async function restoreBackup(input: RestoreInput): Promise<RestoreResult> {
  const { config, storage, file } = input;
  const say = input.say ?? (() => {});
  if (!fs.existsSync(file)) throw new RestoreRefused(`${file}: no such file.`);
  await checkTarget(config, storage);
  say(`Checking every member of ${path.basename(file)} …`);
  const manifest = await verifyArchive(file);
  const wanted = manifest.database.kind === 'postgres' ? 'PostgreSQL (set DATABASE_URL to a new, empty database)' : 'the embedded database (unset DATABASE_URL)';
  if ((manifest.database.kind === 'postgres') !== Boolean(config.DATABASE_URL)) throw new RestoreRefused(`The archive holds a dump of ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}: restore it into ${wanted}.`);
  say(`All ${manifest.members.length} members match their checksums. Restoring …`);

  const byPath = new Map(manifest.members.map((m) => [m.path, m]));
  const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'gene-site-restore-'));
  const dumpFile = path.join(scratch, 'database.dump');
  const versions = new Map<string, string>();
  try {
    for await (const entry of readTar(archiveStream(file))) {
      // A genome backed up by name only (BACKUP_GENOMES=list) is imported again by hand (see below).
      if (entry.path === MANIFEST || GENOME_LIST_MEMBER.test(entry.path)) continue;
      const body = checked(entry.body, byPath.get(entry.path)!);
      if (entry.path === manifest.database.member) {
        await fsp.writeFile(dumpFile, Readable.from(body), { mode: 0o600 });
      } else if (entry.path.startsWith('uploads/')) {
        await storage.putStream(entry.path.slice(8), Readable.from(body), 'application/octet-stream');
      } else {
        const [, name, member] = GENOME_MEMBER.exec(entry.path)!;
        let version = versions.get(name);
        if (!version) {
          version = `.${name}.v${Date.now()}-restore`;
          versions.set(name, version);
          await fsp.mkdir(path.join(config.paths.genomes, version), { recursive: true });
        }
        await fsp.writeFile(path.join(config.paths.genomes, version, member), Readable.from(body));
      }
    }
    // Each genome appears under its name only once all its files are there (decision 0026's link).
    for (const [name, version] of versions) await fsp.symlink(version, path.join(config.paths.genomes, name));
    // The search index is derived (4 bytes a base: 12 GB for a human genome), so the archive leaves it
    // out and it is built again here (decision 0063); without it a search scans, with the same sites.
    if (versions.size > 0) {
      const { reindexGenome } = await import('crispr-net/genome');
      for (const name of versions.keys()) {
        const report = await reindexGenome(config.paths.genomes, name);
        if (report) say(`Rebuilt the search index of genome ${name} in ${report.seconds.toFixed(1)} s (${Math.round(report.bytes / 1e6)} MB).`);
      }
    }

    say('Files restored; loading the database …');
    let facts: DumpFacts;
    if (manifest.database.kind === 'postgres') {
      facts = await restorePostgres(config.DATABASE_URL!, dumpFile);
    } else {
      const database = await openDatabase({ pgliteDir: config.paths.pglite, pgliteTemplate: new Blob([await fsp.readFile(dumpFile)]), migrate: false });
      try {
        facts = await readFacts(async (text) => (await database.executeSql(text)) as { rows: any[] });
      } finally {
        await database.close();
      }
    }
    for (const genome of manifest.genomes.filter((g) => !g.files)) {
      say(`Genome ${genome.name} was backed up by name only: import it again with npm run genome -- add ${genome.name} FILE --title '${genome.title}'`);
    }
    const differ = Object.keys({ ...manifest.database.counts, ...facts.counts }).filter((t) => manifest.database.counts[t] !== facts.counts[t]);
    if (differ.length > 0) {
      throw new Error(`The restored database differs from the manifest in ${differ.map((t) => `${t} (${facts.counts[t]} rows, expected ${manifest.database.counts[t]})`).join(', ')}`);
    }
    return { manifest, facts };
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}

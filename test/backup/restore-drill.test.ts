// The restore drill (docs/backup.md): a site with customers, orders with samples, a customer's proof
// files, result files, the demo content with its pictures and a small genome is backed up, wiped, and
// restored into a fresh data folder (and, on PostgreSQL, a fresh database). Every table's row count and
// every file's SHA-256 are then what they were, a customer logs in on an app built on the restored data
// and finds their orders, and the genome is offered again. A damaged archive, a folder that is not
// empty and a running site are refused before anything is written.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { importGenome } from 'crispr-net/genome';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createBackup, newestBackupTime, pruneBackups, type BackupResult } from '../../server/backup/backup.ts';
import { readFacts, type DumpFacts } from '../../server/backup/database-dump.ts';
import { restoreBackup, RestoreRefused } from '../../server/backup/restore.ts';
import { readTar, TarWriter } from '../../server/backup/tar.ts';
import { loadConfig, type AppConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { users } from '../../server/db/schema/index.ts';
import { seedDemoContent } from '../../server/db/seed/index.ts';
import { cellOrder, sampleOrder, uploadResult } from '../support/order-ops-test-kit.ts';
import { call, cellForm, createUser, setStatus } from '../support/order-test-kit.ts';
import { createStaff } from '../support/staff-test-kit.ts';
import { hashPassword } from '../../server/modules/user/password.ts';
import { createStorage } from '../../server/storage/storage.ts';
import { createScratchDatabase } from '../support/test-database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const LAMBDA = '/usr/share/doc/bowtie2/examples/reference/lambda_virus.fa.gz';
const PASSWORD = 'Drill#2026pass';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** path (relative to `root`, links followed) → SHA-256 of every file below it. */
function fileHashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(root)) return out;
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir).toSorted()) {
      // A genome's dot-folder is its current version, reached through the genome's link.
      if (entry.startsWith('.')) continue;
      const full = path.join(dir, entry);
      const stat = fs.statSync(full);
      if (stat.isDirectory()) walk(full, `${rel}${entry}/`);
      else out[`${rel}${entry}`] = sha256(fs.readFileSync(full));
    }
  };
  walk(root, '');
  return out;
}

const factsOf = (database: Database): Promise<DumpFacts> => readFacts(async (text) => (await database.executeSql(text)) as { rows: any[] });

async function upload(t: TestApp, token: string, filename: string, content: Buffer): Promise<string> {
  const boundary = `----drill${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/index?purpose=proof',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authentication: token },
  });
  const body = response.json() as { code: number; msg: string; data: Array<{ url: string }> };
  if (body.code !== 200) throw new Error(`upload: ${body.msg}`);
  return body.data[0].url;
}

const serverUrl = process.env.TEST_DATABASE_URL;
const scratch: string[] = [];
const drops: Array<() => Promise<void>> = [];
let t: TestApp | undefined;
let customerEmail = '';
let guideOid = 0;
let before: { facts: DumpFacts; uploads: Record<string, string>; genomes: Record<string, string> };
let backup: BackupResult;

/** A configuration on a new, empty data folder (and a new, empty database on PostgreSQL). */
async function freshTarget(): Promise<AppConfig> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'gene-site-restore-'));
  scratch.push(dataDir);
  let url: string | undefined;
  if (serverUrl) {
    const database = await createScratchDatabase(serverUrl);
    drops.push(database.drop);
    url = database.url;
  }
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', EMBEDDED_WORKER: 'false', ...(url ? { DATABASE_URL: url } : {}) });
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo content: every content table, and its generated pictures in the (public) upload storage.
  await seedDemoContent(t.database, t.app.services.uploads.storage, { siteUrl: 'http://127.0.0.1:9999' });

  // A customer with a real password, orders of every kind with samples, proofs and result files.
  const customer = await createUser(t, 'drill');
  customerEmail = `drill-${Date.now()}@example.com`;
  await t.database.db.update(users).set({ email: customerEmail, password_hash: await hashPassword(PASSWORD) }).where(eq(users.id, customer.uid));
  const other = await createUser(t, 'drill-other');
  const guide = await sampleOrder(t, customer.token, 'guide', 3);
  guideOid = guide;
  const amplicon = await sampleOrder(t, customer.token, 'amplicon', 2);
  await sampleOrder(t, other.token, 'guide', 1);
  await cellOrder(t, other.token);
  const proofs = { shengzhang_file: await upload(t, customer.token, 'growth.png', PNG), cunhuo_file: await upload(t, customer.token, 'survive.pdf', PDF) };
  expect((await call(t, '/cellsline/addCellslineOrder', customer.token, cellForm({ is_shengzhang: 1, is_cunhuo: 0, ...proofs }))).code).toBe(200);
  const lab = await createStaff(t.app, ['lab']);
  await setStatus(t, 'guide', guide, 5);
  await setStatus(t, 'amplicon', amplicon, 5);
  expect((await uploadResult(t, lab, { kind: 'guide', id: guide }, { filename: '分析报告.pdf', content: PDF })).code).toBe(200);
  expect((await uploadResult(t, lab, { kind: 'amplicon', id: amplicon }, { filename: 'reads.csv', content: Buffer.from('sample,reads\nS-1,100\n') })).code).toBe(200);

  // A small genome: phage λ (Debian's bowtie2-examples) or, without it, a made-up one of 2 kbp.
  let genomeFile = LAMBDA;
  if (!fs.existsSync(LAMBDA)) {
    genomeFile = path.join(t.config.paths.data, 'tiny.fa');
    const bases = Array.from({ length: 2000 }, (_, i) => 'ACGT'[(i * 7 + (i >> 3)) % 4]).join('');
    fs.writeFileSync(genomeFile, `>tiny\n${bases}\n`);
  }
  await importGenome(t.config.paths.genomes, 'lambda', genomeFile, { title: 'Phage λ' });

  before = { facts: await factsOf(t.database), uploads: fileHashes(t.config.paths.uploads), genomes: fileHashes(t.config.paths.genomes) };
  backup = await createBackup({ config: t.config, database: t.database, storage: t.app.services.uploads.storage, dir: path.join(os.tmpdir(), `gene-site-backups-${process.pid}-${Date.now()}`) });
  scratch.push(path.dirname(backup.file));
  // Wipe: the data folder (database, uploads, genomes) and, on PostgreSQL, the database are gone.
  await t.close();
  t = undefined;
}, 600_000);

afterAll(async () => {
  await t?.close();
  for (const drop of drops) await drop();
  for (const dir of scratch) await fsp.rm(dir, { recursive: true, force: true });
});

describe(`the restore drill (${serverUrl ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('writes one archive whose manifest lists every member with its SHA-256, the row counts and the genome', async () => {
    const { manifest } = backup;
    expect(manifest.database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(manifest.database.counts).toEqual(before.facts.counts);
    expect(manifest.database.counts['public.order_files']).toBe(2);
    expect(manifest.database.counts['public.guide_samples']).toBe(4);
    expect(manifest.uploads.count).toBe(Object.keys(before.uploads).length);
    expect(manifest.genomes).toEqual([expect.objectContaining({ name: 'lambda', title: 'Phage λ' })]);
    // The genome's files, not its search index: that is derived, and the restore builds it again.
    expect(manifest.members.map((m) => m.path).filter((p) => p.startsWith('genomes/lambda/')).toSorted()).toEqual(['genomes/lambda/genome.json', 'genomes/lambda/sequences.bin']);
    expect(Object.keys(before.genomes).some((p) => p.includes('/index/'))).toBe(true);
    // The archive read back: every member but the manifest is listed with its real hash.
    const found: Record<string, string> = {};
    for await (const entry of readTar(fs.createReadStream(backup.file).pipe(zlib.createGunzip()))) {
      const parts: Buffer[] = [];
      for await (const chunk of entry.body) parts.push(Buffer.from(chunk));
      if (entry.path !== 'manifest.json') found[entry.path] = sha256(Buffer.concat(parts));
    }
    expect(found).toEqual(Object.fromEntries(manifest.members.map((m) => [m.path, m.sha256])));
    for (const [key, hash] of Object.entries(before.uploads)) expect(found[`uploads/${key}`], key).toBe(hash);
    expect(Object.keys(before.uploads).some((key) => key.startsWith('private/'))).toBe(true);
    expect(Object.keys(before.uploads).some((key) => key.startsWith('results/'))).toBe(true);
    // The .sha256 beside it covers the whole file, as sha256sum -c reads it.
    const [sum, name] = fs.readFileSync(`${backup.file}.sha256`, 'utf8').trim().split(/\s+/);
    expect(name).toBe(path.basename(backup.file));
    expect(sum).toBe(sha256(fs.readFileSync(backup.file)));
  });

  it('refuses a damaged archive before writing anything', async () => {
    const target = await freshTarget();
    const damaged = path.join(path.dirname(backup.file), 'damaged.tar.gz');
    // One member's bytes changed, the archive otherwise well formed.
    const members: { path: string; data: Buffer }[] = [];
    for await (const entry of readTar(fs.createReadStream(backup.file).pipe(zlib.createGunzip()))) {
      const parts: Buffer[] = [];
      for await (const chunk of entry.body) parts.push(Buffer.from(chunk));
      members.push({ path: entry.path, data: Buffer.concat(parts) });
    }
    const victim = members.find((m) => m.path.startsWith('uploads/results/'))!;
    victim.data = Buffer.from(victim.data);
    victim.data[0] ^= 0xff;
    const gzip = zlib.createGzip();
    const done = new Promise<void>((resolve) => gzip.pipe(fs.createWriteStream(damaged)).on('close', () => resolve()));
    const writer = new TarWriter(gzip);
    for (const m of members) await writer.addBuffer(m.path, m.data);
    await writer.finish();
    await done;

    await expect(restoreBackup({ config: target, storage: createStorage(target), file: damaged })).rejects.toThrow(
      new RestoreRefused(`${victim.path} does not match its checksum in the manifest: the archive is damaged.`),
    );
    expect(fs.readdirSync(target.paths.data)).toEqual([]);
    if (target.DATABASE_URL) {
      const database = await openDatabase({ url: target.DATABASE_URL, migrate: false });
      try {
        const tables = (await database.executeSql(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`)) as { rows: { n: number }[] };
        expect(tables.rows[0].n).toBe(0);
      } finally {
        await database.close();
      }
    }
  });

  it('restores into a fresh data folder: every row count and every file hash equal, and a customer logs in', async () => {
    const target = await freshTarget();
    const lines: string[] = [];
    const restored = await restoreBackup({ config: target, storage: createStorage(target), file: backup.file, say: (line) => lines.push(line) });
    expect(lines[1]).toBe(`All ${backup.manifest.members.length} members match their checksums. Restoring …`);
    expect(restored.facts.counts).toEqual(before.facts.counts);
    expect(fileHashes(target.paths.uploads)).toEqual(before.uploads);
    expect(fileHashes(target.paths.genomes)).toEqual(before.genomes);

    // Refused a second time: the folder is no longer empty.
    await expect(restoreBackup({ config: target, storage: createStorage(target), file: backup.file })).rejects.toBeInstanceOf(RestoreRefused);

    // The site starts on it: migrations find nothing to do, a customer logs in and sees their orders.
    const database = await openDatabase({ url: target.DATABASE_URL, pgliteDir: target.paths.pglite });
    try {
      expect((await factsOf(database)).counts).toEqual(before.facts.counts);
      // The embedded database is held now: a second restore is refused as a running site.
      if (!target.DATABASE_URL) {
        await expect(restoreBackup({ config: target, storage: createStorage(target), file: backup.file })).rejects.toThrow(/is running on this data folder/);
      }
      const app = await buildApp(target, { database, ssrBuildDir: null });
      try {
        const login = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: customerEmail, password: PASSWORD } });
        const body = login.json() as { code: number; data: { token: string } };
        expect(body.code).toBe(200);
        const orders = await app.inject({ method: 'POST', url: '/api/v1/guide/myGuideOrder', headers: { authentication: body.data.token }, payload: {} });
        expect(orders.json()).toMatchObject({ code: 200 });
        expect(JSON.stringify(orders.json())).toContain(`"id":${guideOid}`);
        const genomes = await app.inject({ method: 'POST', url: '/api/v1/help/getGenome', payload: {} });
        expect((genomes.json() as { data: { title: string }[] }).data.map((g) => g.title)).toContain('Phage λ');

        // The worker's job on the restored site: a backup when none is recent, then none within the interval.
        const first = await app.services.backups.runIfDue();
        expect(path.dirname(first.taken!)).toBe(path.join(target.paths.data, 'backups'));
        expect(await app.services.backups.runIfDue()).toEqual({ taken: null, removed: [] });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('keeps the newest BACKUP_KEEP archives and reads the newest one’s time from its name', async () => {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'gene-site-keep-'));
    scratch.push(dir);
    for (const name of ['backup-20261101T020000Z.tar.gz', 'backup-20261102T020000Z.tar.gz', 'backup-20261103T020000Z.tar.gz', 'notes.txt']) fs.writeFileSync(path.join(dir, name), '');
    fs.writeFileSync(path.join(dir, 'backup-20261101T020000Z.tar.gz.sha256'), '');
    expect(await pruneBackups(dir, 2)).toEqual(['backup-20261101T020000Z.tar.gz']);
    expect(fs.readdirSync(dir).toSorted()).toEqual(['backup-20261102T020000Z.tar.gz', 'backup-20261103T020000Z.tar.gz', 'notes.txt']);
    expect(await newestBackupTime(dir)).toEqual(new Date('2026-11-03T02:00:00Z'));
  });
});

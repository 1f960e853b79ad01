// Backups of the embedded database as `npm start` runs it (PGlite in its own process, decision 0040):
// the worker's backup asks that process for the dump; `npm run backup` refuses while the site holds
// the data folder and works once it is stopped; `npm run restore` brings the archive onto a new data
// folder and refuses one that is not empty. A row naming a file that is gone fails the backup. With the
// files in S3-compatible storage (a local fake bucket), every object goes into the archive and back.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importGenome } from 'crispr-net/genome';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupInconsistent, createBackup } from '../../server/backup/backup.ts';
import { runBackupCli, runRestoreCli } from '../../server/cli/backup-cli.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { restoreBackup, RestoreRefused } from '../../server/backup/restore.ts';
import { startFakeS3 } from '../../server/storage/fake-s3-server.ts';
import { LocalStorage } from '../../server/storage/local-storage.ts';
import { createStorage } from '../../server/storage/storage.ts';

const dirs: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await fsp.rm(dir, { recursive: true, force: true });
});

function io(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

describe('backups of the embedded database', { timeout: 300_000 }, () => {
  it('are dumped by the running database process, taken by the CLI only once the site is stopped, and restored by the CLI', async () => {
    const dataDir = await tempDir('gene-site-embedded-');
    const backupDir = await tempDir('gene-site-embedded-backups-');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const storage = new LocalStorage(config.paths.uploads);
    const database = await openDatabase({ pgliteDir: config.paths.pglite, separateProcess: true });
    let archive: string;
    try {
      await database.executeSql(`insert into users (email, password_hash, status) values ('embedded@example.com', 'x', 1)`);
      await storage.put('private/2026/11/0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF-1.4\n'), 'application/pdf');
      await database.executeSql(`insert into uploads (storage_key, mime, size, purpose) values ('private/2026/11/0123456789abcdef0123456789abcdef.pdf', 'application/pdf', 9, 'proof')`);

      // The site holds the data folder: the CLI says who and what to do.
      const refused = io({ DATA_DIR: dataDir });
      expect(await runBackupCli(['--dir', backupDir], refused.io)).toBe(1);
      expect(refused.err[0]).toMatch(/^The running site \(pid \d+\) holds the embedded database: its worker takes a backup every 24 h into /);

      // A row naming a file that is not there: three attempts, then the backup fails and leaves nothing.
      await database.executeSql(`insert into uploads (storage_key, mime, size, purpose) values ('private/2026/11/ffffffffffffffffffffffffffffffff.pdf', 'application/pdf', 9, 'proof')`);
      await expect(createBackup({ config, database, storage, dir: backupDir })).rejects.toBeInstanceOf(BackupInconsistent);
      expect(fs.readdirSync(backupDir)).toEqual([]);
      await database.executeSql(`delete from uploads where storage_key like '%ffffffff.pdf'`);

      // The worker's backup of the running site: the database process dumps its own folder.
      const taken = await createBackup({ config, database, storage, dir: backupDir });
      expect(taken.manifest.database).toMatchObject({ kind: 'pglite', member: 'database/pglite-datadir.tar' });
      expect(taken.manifest.database.counts).toMatchObject({ 'public.users': 1, 'public.uploads': 1 });
      expect(taken.manifest.uploads).toEqual({ count: 1, bytes: 9 });
      archive = taken.file;
    } finally {
      await database.close();
    }

    // Stopped: the CLI takes one too (into BACKUP_DIR, keeping BACKUP_KEEP), here with the genomes by name only.
    const fasta = path.join(dataDir, 'tiny.fa');
    fs.writeFileSync(fasta, `>tiny\n${'ACGTTGCAAC'.repeat(100)}\n`);
    await importGenome(config.paths.genomes, 'tiny', fasta, { title: 'Tiny' });
    const cli = io({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '1', BACKUP_GENOMES: 'list' });
    // The first archive's name has the same second as the next one at worst: wait for a new name.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await runBackupCli([], cli.io)).toBe(0);
    expect(cli.out[0]).toMatch(/^Wrote .*backup-\d{8}T\d{6}Z\.tar\.gz \([\d.]+ MB\): pglite database \(\d+ tables, \d+ rows\), 1 stored files \(0\.0 MB\), 1 genome\(s\)\.$/);
    expect(cli.out[1]).toBe(`Removed 1 older backup(s), keeping 1: ${path.basename(archive)}`);
    const newest = fs.readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz'));
    expect(newest).toHaveLength(1);

    // A data folder that does not exist yet is as good as an empty one.
    const target = path.join(await tempDir('gene-site-embedded-restore-'), 'data');
    const restore = io({ DATA_DIR: target });
    expect(await runRestoreCli([path.join(backupDir, newest[0])], restore.io)).toBe(0);
    expect(restore.out).toContain("Genome tiny was backed up by name only: import it again with npm run genome -- add tiny FILE --title 'Tiny'");
    expect(restore.out.at(-1)).toMatch(/^Restored the backup of .*: \d+ tables \(\d+ rows, every count as in the manifest\), 1 stored files, 1 genome\(s\)\. Start the site: npm start$/);
    expect(fs.existsSync(path.join(target, 'genomes'))).toBe(false);
    const again = io({ DATA_DIR: target });
    expect(await runRestoreCli([path.join(backupDir, newest[0])], again.io)).toBe(1);
    expect(again.err).toEqual([`Not restored: ${path.join(target, 'db')} is not empty: restore only into a new, empty data folder (DATA_DIR).`]);

    const restored = await openDatabase({ pgliteDir: path.join(target, 'db') });
    try {
      expect(await restored.executeSql(`select email from users`)).toMatchObject({ rows: [{ email: 'embedded@example.com' }] });
      expect(fs.readFileSync(path.join(target, 'uploads/private/2026/11/0123456789abcdef0123456789abcdef.pdf'), 'utf8')).toBe('%PDF-1.4\n');
    } finally {
      await restored.close();
    }
  });
});

describe('backups with the files in S3-compatible storage', { timeout: 300_000 }, () => {
  it('copy every object of the bucket into the archive and restore them into an empty bucket, refusing one that is not', async () => {
    const source = await startFakeS3();
    const target = await startFakeS3();
    try {
      const s3 = (endpoint: string, dataDir: string) =>
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, UPLOAD_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
      const config = s3(source.endpoint, await tempDir('gene-site-s3-'));
      const storage = createStorage(config);
      await storage.put('2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', Buffer.from('public picture'), 'image/png');
      await storage.put('results/2026/11/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf', Buffer.from('%PDF result'), 'application/pdf');
      const database = await openDatabase({ pgliteDir: config.paths.pglite });
      let file: string;
      try {
        file = (await createBackup({ config, database, storage, dir: await tempDir('gene-site-s3-backups-') })).file;
      } finally {
        await database.close();
      }

      const restoreConfig = s3(target.endpoint, await tempDir('gene-site-s3-restore-'));
      target.objects.set('/site/2026/11/cccccccccccccccccccccccccccccccc.png', { body: Buffer.from('x'), contentType: 'image/png', modified: new Date(0) });
      await expect(restoreBackup({ config: restoreConfig, storage: createStorage(restoreConfig), file })).rejects.toThrow(
        new RestoreRefused('The upload storage already holds files (2026/11/cccccccccccccccccccccccccccccccc.png …): restore only into an empty one.'),
      );
      target.objects.clear();
      await restoreBackup({ config: restoreConfig, storage: createStorage(restoreConfig), file });
      expect(new Map([...target.objects].map(([key, o]) => [key, o.body.toString()]))).toEqual(new Map([...source.objects].map(([key, o]) => [key, o.body.toString()])));
      expect(target.objects.size).toBe(2);
    } finally {
      await source.close();
      await target.close();
    }
  });
});

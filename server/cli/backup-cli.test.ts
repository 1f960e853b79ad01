import { describe, expect, it } from 'vitest';
import { BACKUP_CLI_USAGE, runBackupCli, runRestoreCli } from './backup-cli.ts';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { env: {}, out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

describe('backup and restore arguments', () => {
  it('print the usage for --help and exit 0, before reading any configuration', async () => {
    for (const run of [runBackupCli, runRestoreCli]) {
      const cli = io();
      expect(await run(['--help'], cli.io)).toBe(0);
      expect(cli.out).toEqual([BACKUP_CLI_USAGE]);
    }
  });

  it('refuse an unknown option with the usage and exit 2; --dir belongs to backup only', async () => {
    const backup = io();
    expect(await runBackupCli(['--bogus'], backup.io)).toBe(2);
    expect(backup.err[0]).toMatch(/^Unknown option '--bogus'.*\n\nBackups \(docs\/backup\.md\)\./s);
    const restore = io();
    expect(await runRestoreCli(['--dir', 'x'], restore.io)).toBe(2);
    expect(restore.err[0]).toMatch(/^Unknown option '--dir'/);
  });

  it('restore needs exactly one FILE', async () => {
    for (const args of [[], ['a.tar.gz', 'b.tar.gz']]) {
      const cli = io();
      expect(await runRestoreCli(args, cli.io)).toBe(2);
      expect(cli.err).toEqual([`restore needs exactly one FILE.\n\n${BACKUP_CLI_USAGE}`]);
    }
  });
});

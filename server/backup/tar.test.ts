import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, TarWriter } from './tar.ts';

const LONG_NAME = `uploads/${'长名字'.repeat(20)}/${'x'.repeat(120)}.pdf`;

async function archiveOf(write: (tar: TarWriter) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  await write(tar);
  await tar.finish();
  return Buffer.concat(chunks);
}

describe('backup tar', () => {
  it('round-trips members with long non-ASCII names and records their checksums; system tar lists the same names', async () => {
    const bytes = await archiveOf(async (tar) => {
      await tar.addBuffer('manifest.json', Buffer.from('{}\n'));
      await tar.addStream(LONG_NAME, 6, [Buffer.from('abc'), Buffer.from('def')]);
    });
    const read: Array<{ path: string; type: string; text: string }> = [];
    for await (const entry of readTar([bytes])) {
      const parts: Buffer[] = [];
      for await (const chunk of entry.body) parts.push(chunk);
      read.push({ path: entry.path, type: entry.type, text: Buffer.concat(parts).toString() });
    }
    expect(read).toEqual([
      { path: 'manifest.json', type: '0', text: '{}\n' },
      { path: LONG_NAME, type: '0', text: 'abcdef' },
    ]);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gene-site-tar-')), 'a.tar');
    try {
      fs.writeFileSync(file, bytes);
      expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(['manifest.json', LONG_NAME]);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('skips what a reader leaves unread and gives the sha256 of each member', async () => {
    let members: TarWriter['members'] = [];
    const bytes = await archiveOf(async (tar) => {
      await tar.addBuffer('a', Buffer.from('first'));
      await tar.addBuffer('b', Buffer.from('second'));
      members = tar.members;
    });
    expect(members.map((m) => [m.path, m.size, m.sha256.slice(0, 8)])).toEqual([
      ['a', 5, 'a7937b64'],
      ['b', 6, '16367aac'],
    ]);
    const names: string[] = [];
    for await (const entry of readTar([bytes])) names.push(entry.path);
    expect(names).toEqual(['a', 'b']);
  });

  it('refuses a member that brings more or fewer bytes than announced (a file changed while copied)', async () => {
    await expect(archiveOf((tar) => tar.addStream('grew', 3, [Buffer.from('abcd')]).then(() => {}))).rejects.toThrow('grew: more than the 3 bytes announced');
    await expect(archiveOf((tar) => tar.addStream('shrank', 5, [Buffer.from('ab')]).then(() => {}))).rejects.toThrow('shrank: 2 bytes instead of 5');
  });

  it('says a cut-short archive is damaged', async () => {
    const bytes = await archiveOf(async (tar) => {
      await tar.addBuffer('big', Buffer.alloc(4096, 1));
    });
    const read = async () => {
      for await (const entry of readTar([bytes.subarray(0, 1500)])) for await (const _ of entry.body) void _;
    };
    await expect(read()).rejects.toThrow(/damaged or truncated/);
  });
});

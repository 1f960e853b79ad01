import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3-server.ts';
import { isValidKey, randomKey } from './keys.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

describe('storage keys', () => {
  it('generates random keys that keep the extension', () => {
    const a = randomKey('PNG', new Date('2025-03-04T00:00:00Z'));
    const b = randomKey('png');
    expect(a).toMatch(/^2025\/03\/[0-9a-f]{32}\.png$/);
    expect(a).not.toBe(b);
  });

  it('rejects anything that could escape a directory', () => {
    for (const bad of ['../etc/passwd', '2025/../../x.png', '/abs.png', 'a\\b.png', 'a/./b.png', 'A.PNG', 'x', 'a//b.png', '%2e%2e/x.png']) {
      expect(isValidKey(bad), bad).toBe(false);
    }
    expect(isValidKey('2025/06/0123abcd.png')).toBe(true);
  });
});

describe('LocalStorage', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stores, reads, checks and deletes a file', async () => {
    const storage = new LocalStorage(dir);
    const key = randomKey('txt');
    await storage.put(key, Buffer.from('hello'), 'text/plain');
    expect(fs.readFileSync(path.join(dir, key), 'utf8')).toBe('hello');
    expect(await storage.exists(key)).toBe(true);
    const got = await storage.get(key);
    expect(got?.size).toBe(5);
    expect(await text(got!.body)).toBe('hello');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('streams a file into place and leaves nothing when the stream fails', async () => {
    const storage = new LocalStorage(dir);
    const key = randomKey('gz');
    await storage.putStream(key, Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 'application/gzip');
    expect(fs.readFileSync(path.join(dir, key), 'utf8')).toBe('abcd');

    const failing = randomKey('gz');
    const broken = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.putStream(failing, broken, 'application/gzip')).rejects.toThrow('client went away');
    expect(await storage.exists(failing)).toBe(false);
    expect(fs.readdirSync(path.dirname(path.join(dir, failing))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses keys outside its directory', async () => {
    const storage = new LocalStorage(dir);
    await expect(storage.get('../secret.txt')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('../../x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3Storage against a local S3-compatible endpoint', () => {
  let fake: FakeS3;
  let storage: S3Storage;
  beforeAll(async () => {
    fake = await startFakeS3();
    storage = new S3Storage({
      bucket: 'site-uploads',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
  });
  afterAll(async () => {
    storage.destroy();
    await fake.close();
  });

  it('puts, heads, gets and deletes an object with path-style signed requests', async () => {
    const key = randomKey('csv');
    await storage.put(key, Buffer.from('a,b\n1,2\n'), 'text/csv');
    const stored = fake.objects.get(`/site-uploads/${key}`);
    expect(stored?.body.toString()).toBe('a,b\n1,2\n');
    expect(stored?.contentType).toBe('text/csv');
    expect(fake.requests[0]).toMatchObject({ method: 'PUT', path: `/site-uploads/${key}` });
    expect(fake.requests[0].authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);

    expect(await storage.exists(key)).toBe(true);
    const got = await storage.get(key);
    expect(got?.size).toBe(8);
    expect(await text(got!.body)).toBe('a,b\n1,2\n');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(fake.requests.map((r) => r.method)).toEqual(['PUT', 'HEAD', 'GET', 'DELETE', 'HEAD', 'GET']);
  });

  it('streams a long file as a multipart upload, part by part', async () => {
    const small = new S3Storage({ bucket: 'site-uploads', region: 'us-east-1', endpoint: fake.endpoint, forcePathStyle: true, accessKeyId: 'k', secretAccessKey: 's', partSize: 1024 });
    try {
      const bytes = Buffer.alloc(2500, 7);
      const key = randomKey('gz');
      fake.requests.length = 0;
      await small.putStream(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), 'application/gzip');
      expect(fake.objects.get(`/site-uploads/${key}`)).toMatchObject({ body: bytes, contentType: 'application/gzip' });
      // Create, three parts (1024, 1024, 452 bytes), complete.
      expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'PUT', 'PUT', 'PUT', 'POST']);
      expect(await buffer((await small.get(key))!.body)).toEqual(bytes);

      const shortKey = randomKey('txt');
      await small.putStream(shortKey, Readable.from([Buffer.from('short')]), 'text/plain');
      expect(fake.objects.get(`/site-uploads/${shortKey}`)?.body.toString()).toBe('short');
    } finally {
      small.destroy();
    }
  });

  it('aborts the multipart upload when the stream fails, leaving no object', async () => {
    const small = new S3Storage({ bucket: 'site-uploads', region: 'us-east-1', endpoint: fake.endpoint, forcePathStyle: true, accessKeyId: 'k', secretAccessKey: 's', partSize: 1024 });
    try {
      const key = randomKey('gz');
      let sent = 0;
      const broken = new Readable({
        read() {
          if (sent++ < 3) this.push(Buffer.alloc(1024, 1));
          else this.destroy(new Error('client went away'));
        },
      });
      await expect(small.putStream(key, broken, 'application/gzip')).rejects.toThrow('client went away');
      expect(fake.objects.has(`/site-uploads/${key}`)).toBe(false);
      expect(fake.uploads.size).toBe(0);
      expect(fake.requests.at(-1)?.method).toBe('DELETE');
    } finally {
      small.destroy();
    }
  });
});

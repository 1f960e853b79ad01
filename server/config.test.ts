import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/site');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('loadConfig', () => {
  it('has working defaults: embedded PGlite, local uploads, worker in-process', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      SEED_DEMO: true,
      EMBEDDED_WORKER: true,
      UPLOAD_STORAGE: 'local',
      UPLOAD_MAX_BYTES: 10 * 1024 * 1024,
      SESSION_TTL_HOURS: 168,
      SMS_PROVIDER: 'outbox',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.paths).toMatchObject({ data: '/srv/site/data', pglite: '/srv/site/data/db', uploads: '/srv/site/data/uploads' });
  });

  it('parses values and treats empty strings as unset', () => {
    const config = loadConfig(
      { PORT: '8080', EMBEDDED_WORKER: 'false', DATABASE_URL: 'postgres://u@db:5432/site', UPLOAD_MAX_BYTES: '', PUBLIC_URL: 'https://www.example.cn/' },
      '/srv/site',
    );
    expect(config).toMatchObject({ PORT: 8080, EMBEDDED_WORKER: false, DATABASE_URL: 'postgres://u@db:5432/site', UPLOAD_MAX_BYTES: 10485760 });
    expect(config.publicUrl).toBe('https://www.example.cn');
  });

  it('names a bad PORT', () => {
    for (const port of ['http', '70000', '-1', '80.5']) {
      const error = configError({ PORT: port });
      expect(error.issues.map((i) => i.setting)).toEqual(['PORT']);
      expect(error.message).toContain('PORT');
    }
  });

  it('names a bad DATABASE_URL', () => {
    const error = configError({ DATABASE_URL: 'mysql://root@localhost/site' });
    expect(error.issues.map((i) => i.setting)).toEqual(['DATABASE_URL']);
    expect(error.message).toMatch(/DATABASE_URL: must start with postgres/);
  });

  it('refuses CAPTCHA_TEST_ANSWER in production but allows it in tests', () => {
    const error = configError({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: '1234' });
    expect(error.issues).toEqual([{ setting: 'CAPTCHA_TEST_ANSWER', message: 'must not be set when NODE_ENV=production' }]);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: '1234' }).CAPTCHA_TEST_ANSWER).toBe('1234');
  });

  it('names every missing S3 setting when UPLOAD_STORAGE=s3', () => {
    const error = configError({ UPLOAD_STORAGE: 's3' });
    expect(error.issues.map((i) => i.setting).toSorted()).toEqual(['S3_ACCESS_KEY_ID', 'S3_BUCKET', 'S3_SECRET_ACCESS_KEY']);
  });
});

describe('node server/main.ts with a bad setting', () => {
  it('exits non-zero and prints the name of the setting', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATA_DIR: '/nonexistent-should-not-be-created' },
      encoding: 'utf8',
      timeout: 100_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('Invalid configuration');
  });

  it('does the same under the supervisor (`npm start`), which does not restart a server that never got ready', () => {
    const result = spawnSync(process.execPath, ['server/supervisor.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATA_DIR: '/nonexistent-should-not-be-created' },
      encoding: 'utf8',
      timeout: 100_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toMatch(/The serving process \(pid \d+\) exited with code 78 before it was ready; not restarting it/);
  });

  it('does the same for the worker entry', () => {
    const result = spawnSync(process.execPath, ['server/worker.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATABASE_URL: 'mysql://x', DATA_DIR: '/nonexistent-should-not-be-created' },
      encoding: 'utf8',
      timeout: 100_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('DATABASE_URL');
  });
});

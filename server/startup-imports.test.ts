// Heavy libraries that few requests need (exceljs for the order import, sharp for console images, the
// Alibaba Cloud SMS SDK, the AWS S3 SDK) are loaded with import() on first use, never when the app starts. A child process
// builds the app with every optional provider switched on (S3 uploads, Alibaba Cloud SMS) and lists
// every module resolved on the way: a static import of one of these packages anywhere in the
// start-up graph puts it in that list. The same process then builds an import template, to show the
// list does catch exceljs once it is really used.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const HEAVY = /\/node_modules\/(exceljs|seqparse|sharp|@alicloud\/[^/]+|@aws-sdk\/client-s3)\//;

// Plain JavaScript (node -e); the server's .ts files it imports are type-stripped by Node.
const PROBE = `
import { registerHooks } from 'node:module';
const resolved = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    resolved.add(result.url);
    return result;
  },
});
const { loadConfig } = await import('./server/config.ts');
const { openDatabase } = await import('./server/db/client.ts');
const { buildApp } = await import('./server/app.ts');
await import('./server/worker.ts');
const config = loadConfig(process.env);
const database = await openDatabase({});
const app = await buildApp(config, { database, ssrBuildDir: null });
await app.ready();
const atStart = [...resolved];
const { buildTemplate } = await import('./server/modules/order/import-excel.ts');
await buildTemplate('guide');
const afterUse = [...resolved];
await app.close();
await database.close();
process.stdout.write(JSON.stringify({ atStart, afterUse }));
`;

describe('app start-up', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('loads exceljs, the Alibaba Cloud SDK and the S3 SDK only when they are used', { timeout: 120_000 }, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'startup-imports-'));
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      EMBEDDED_WORKER: 'false',
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      SMS_PROVIDER: 'aliyun',
      SMS_ALIYUN_ACCESS_KEY_ID: 'key',
      SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret',
      SMS_ALIYUN_SIGN_NAME: '澄源基因',
      SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1',
    };
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', PROBE], {
      cwd: ROOT,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    const { atStart, afterUse } = JSON.parse(stdout) as { atStart: string[]; afterUse: string[] };
    // The hook saw the start-up graph (else an empty list would pass).
    expect(atStart.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
    expect(atStart.some((url) => url.endsWith('/server/modules/order/import-excel.ts'))).toBe(true);
    expect(atStart.filter((url) => HEAVY.test(url))).toEqual([]);
    expect(afterUse.some((url) => url.includes('/node_modules/exceljs/'))).toBe(true);
  });
});

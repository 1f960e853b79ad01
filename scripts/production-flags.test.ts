// Benchmarks and browser tests start the server with the flags the start commands use (e2e/support/
// test-server.ts), so what they measure is what `npm start` runs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from '../e2e/support/test-server.ts';

const scripts = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8')).scripts as Record<string, string>;

describe('the production Node flags', () => {
  it.each(['start', 'serve', 'worker'])('npm run %s runs node with the flags and environment the tests start the server with', (name) => {
    const command = scripts[name].split('&&').at(-1)!.trim();
    const env = Object.entries(PRODUCTION_ENV).map(([variable, value]) => `${variable}=${value} `).join('');
    expect(command).toMatch(new RegExp(`^${env}node ${PRODUCTION_NODE_FLAGS.join(' ')} server/(main|worker)\\.ts$`));
  });
});

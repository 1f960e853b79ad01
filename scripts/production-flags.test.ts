// Benchmarks and browser tests start the server with the flags the start commands use (e2e/support/
// test-server.ts), so what they measure is what `npm start` runs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS, WORKER_NODE_FLAGS } from '../e2e/support/test-server.ts';

const scripts = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8')).scripts as Record<string, string>;

describe('the production Node flags', () => {
  it.each(['start', 'serve'])('npm run %s runs node with the flags the tests start the server with', (name) => {
    const command = scripts[name].split('&&').at(-1)!.trim();
    expect(command).toMatch(new RegExp(`^node ${PRODUCTION_NODE_FLAGS.join(' ')} server/main\\.ts$`));
  });

  it('npm run worker keeps TurboFan for WebAssembly (the CRISPR-Net kernel) and the rest of the flags', () => {
    const command = scripts.worker.split('&&').at(-1)!.trim();
    expect(command).toBe(`node ${WORKER_NODE_FLAGS.join(' ')} server/worker.ts`);
    expect(PRODUCTION_NODE_FLAGS.filter((flag) => flag !== '--liftoff-only')).toEqual(WORKER_NODE_FLAGS);
  });
});

// Under the start commands' V8 flags a worker's resourceLimits are ignored (the process-wide
// --max-old-space-size wins, nodejs/node#43991): a parse worker would get the web process's 192 MB
// whatever its lane says. This runs node with those flags, as `npm run serve` does, and checks that a
// parse worker gets its lane's heap while the process and other worker threads keep the 192 MB cap.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from '../../e2e/support/test-server.ts';
import { heapFlagsOf } from './worker-heap-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

// Plain JavaScript in a file of its own (node -e would hand --input-type to every worker); the .ts
// files it imports are type-stripped by Node.
const PROBE = `
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
const { createParsePool } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'server/parsing/parse-pool.ts')).href)});
const mb = (bytes) => Math.round(bytes / 2 ** 20);
const lane = (heapMb) => ({ task: 'probe', heapMb, youngMb: 4, timeLimitMs: 60000, maxWaiting: 4, messages: { memory: String, time: String } });
const pool = createParsePool({ lanes: { small: lane(24), large: lane(320) }, workerUrl: new URL(${JSON.stringify(pathToFileURL(path.join(ROOT, 'test/support/probe-parse-worker.ts')).href)}) });
const [small, large, memory] = await Promise.all([pool.run('small', { do: 'heap' }), pool.run('large', { do: 'heap' }), pool.run('small', { do: 'allocate' })]);
const plain = await new Promise((resolve) => {
  const worker = new Worker('require("node:worker_threads").parentPort.postMessage(require("node:v8").getHeapStatistics().heap_size_limit);', { eval: true });
  worker.once('message', (limit) => { resolve(mb(limit)); worker.terminate(); });
});
await pool.close();
// The real worker entry and task under the same flags: a sequence file read in its lane.
const { PARSE_LANES } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'server/parsing/parse-lanes.ts')).href)});
const real = createParsePool({ lanes: PARSE_LANES });
const read = await real.run('sequence-file', { fileName: 'p.fa', content: new TextEncoder().encode('>p circular\\nACGTACGTAC\\n') });
await real.close();
process.stdout.write(JSON.stringify({ main: mb(v8.getHeapStatistics().heap_size_limit), small: Math.round(small.value.heapLimitMb), large: Math.round(large.value.heapLimitMb), memory: memory.reason, plain, sequence: read.ok && read.value.ok ? read.value.value.length : read }));
`;

describe('parse workers under the production heap flags', () => {
  it('get the heap of their lane, while the process and other worker threads keep the cap', { timeout: 120_000 }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heap-flags-'));
    const script = path.join(dir, 'probe.mjs');
    fs.writeFileSync(script, PROBE);
    let out: string;
    try {
      out = execFileSync(process.execPath, [...PRODUCTION_NODE_FLAGS, script], { cwd: ROOT, encoding: 'utf8' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const seen = JSON.parse(out) as { main: number; small: number; large: number; memory: string; plain: number; sequence: unknown };
    // Old space plus the young generation: 192 + 3 × 16 for the process and a plain worker.
    expect(seen.main).toBeGreaterThan(200);
    expect(seen.main).toBeLessThanOrEqual(300);
    expect(seen.plain).toBe(seen.main);
    expect(seen.small).toBeGreaterThanOrEqual(24);
    expect(seen.small).toBeLessThan(48);
    expect(seen.large).toBeGreaterThanOrEqual(320);
    expect(seen.large).toBeLessThan(360);
    // And the small one's limit is real: a runaway parse in it is stopped there.
    expect(seen.memory).toBe('memory');
    // The parse worker itself (parse-worker.ts, its task loaded by Node's type stripping) runs there.
    expect(seen.sequence).toBe(10);
  });

  it('reads the heap flags from the command line and NODE_OPTIONS, the command line winning', () => {
    expect(heapFlagsOf(['--max-semi-space-size=16', '--max-old-space-size=192'])).toEqual(['--max-semi-space-size=16', '--max-old-space-size=192']);
    expect(heapFlagsOf(['--max_old_space_size', '300'], '--max-old-space-size=100 --inspect')).toEqual(['--max-old-space-size=300']);
    expect(heapFlagsOf(['--enable-source-maps'])).toEqual([]);
  });
});

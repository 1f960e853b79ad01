// The runner of `npm test` (scripts/run-tests.ts) with stub tiers: every tier runs after a failed one,
// and the summary names each passed, FAILED or not run (issue 37, point 1).
import { describe, expect, it } from 'vitest';
import { runTiers, tierSummary, type Tier } from './test-tiers.ts';

const tier = (name: string, code: number): Tier => ({ name, command: [process.execPath, '-e', `process.exit(${code})`] });

async function run(tiers: Tier[], stopAfter = Infinity) {
  const lines: string[] = [];
  let started = 0;
  const code = await runTiers(tiers, {
    cwd: import.meta.dirname,
    print: (line) => {
      lines.push(line);
      if (line.startsWith('\n==== ')) started++;
    },
    stopped: () => started >= stopAfter,
  });
  return { code, summary: lines.slice(lines.indexOf('Tiers:')) };
}

describe('scripts/test-tiers.ts', () => {
  it('runs every tier after a failure and names each result', async () => {
    const { code, summary } = await run([tier('type-check', 0), tier('unit/API', 1), tier('browser', 0)]);
    expect(code).toBe(1);
    expect(summary[0]).toBe('Tiers:');
    expect(summary[1]).toMatch(/^ {2}type-check {2}passed +\d+ s$/);
    expect(summary[2]).toMatch(/^ {2}unit\/API {4}FAILED +\d+ s$/);
    expect(summary[3]).toMatch(/^ {2}browser {5}passed +\d+ s$/);
  });

  it('says "not run" for the tiers a stopped run never reached, and exits non-zero', async () => {
    const { code, summary } = await run([tier('type-check', 0), tier('lint', 0), tier('browser', 0)], 1);
    expect(code).toBe(1);
    expect(summary.slice(1)).toEqual([expect.stringMatching(/type-check {2}passed/), '  lint        not run', '  browser     not run']);
  });

  it('counts a tier whose command cannot start as FAILED', async () => {
    const { code, summary } = await run([{ name: 'missing', command: ['/no/such/command'] }]);
    expect(code).toBe(1);
    expect(summary[1]).toMatch(/missing {2}FAILED/);
  });

  it('exits 0 only when every tier passed', async () => {
    expect((await run([tier('a', 0), tier('b', 0)])).code).toBe(0);
    expect(tierSummary([tier('a', 0)], [])).toEqual(['Tiers:', '  a  not run']);
  });
});

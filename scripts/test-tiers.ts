// The tier runner behind `npm test` and `npm run test:pg` (scripts/run-tests.ts), apart from the tier
// list so that a test can drive it with stub tiers: every tier runs even when an earlier one failed,
// and the summary names each tier passed, FAILED or not run, so a run that stopped early (Ctrl+C)
// never reads as a short green one.
import { spawn } from 'node:child_process';

export interface Tier {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

export type TierStatus = 'passed' | 'FAILED';

export interface TierResult {
  tier: Tier;
  status: TierStatus;
  seconds: number;
}

export interface RunTiersOptions {
  cwd: string;
  /** Where the section headers and the summary go (stdout by default). */
  print?: (line: string) => void;
  /** Asked before each tier: true once the run should stop (the runner's SIGINT). */
  stopped?: () => boolean;
}

function runTier(tier: Tier, cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...args] = tier.command;
    const child = spawn(command!, args, { cwd, stdio: 'inherit', env: { ...process.env, ...tier.env } });
    // A command that cannot start (not installed) is a failed tier, not a crashed runner.
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** One line per tier, in the order given; a tier without a result was never reached. */
export function tierSummary(tiers: readonly Tier[], results: readonly TierResult[]): string[] {
  const width = Math.max(...tiers.map((tier) => tier.name.length));
  return [
    'Tiers:',
    ...tiers.map((tier) => {
      const result = results.find((r) => r.tier === tier);
      return `  ${tier.name.padEnd(width)}  ${result ? `${result.status.padEnd(7)} ${String(result.seconds).padStart(5)} s` : 'not run'}`;
    }),
  ];
}

/** Runs the tiers in turn and prints the summary; resolves the exit code (0 only when every tier passed). */
export async function runTiers(tiers: readonly Tier[], options: RunTiersOptions): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const results: TierResult[] = [];
  for (const tier of tiers) {
    if (options.stopped?.()) break;
    print(`\n==== ${tier.name} ====`);
    const started = performance.now();
    const code = await runTier(tier, options.cwd);
    results.push({ tier, status: code === 0 ? 'passed' : 'FAILED', seconds: Math.round((performance.now() - started) / 1000) });
  }
  print('');
  for (const line of tierSummary(tiers, results)) print(line);
  return results.length === tiers.length && results.every((r) => r.status === 'passed') ? 0 : 1;
}

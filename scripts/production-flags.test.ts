// Benchmarks and browser tests start the server with the flags the start commands use (e2e/support/
// test-server.ts), so what they measure is what `npm start` runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from '../e2e/support/test-server.ts';

const scripts = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8')).scripts as Record<string, string>;

describe('the production Node flags', () => {
  it.each(['start', 'serve', 'worker'])('npm run %s runs node with the flags and environment the tests start the server with', (name) => {
    const command = scripts[name].split('&&').at(-1)!.trim();
    const env = Object.entries(PRODUCTION_ENV).map(([variable, value]) => `${variable}=${value} `).join('');
    // The supervisor passes its flags and environment on to the serving process (decision 0061).
    expect(command).toMatch(new RegExp(`^${env}node ${PRODUCTION_NODE_FLAGS.join(' ')} server/${name === 'worker' ? 'worker' : 'supervisor'}\\.ts$`));
  });
});

describe('the deployments (docs/deployment.md)', () => {
  const read = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8');
  const command = ['node', ...PRODUCTION_NODE_FLAGS, 'server/supervisor.ts'];

  it('the systemd unit runs the supervisor as `npm run serve` does', () => {
    const unit = read('deploy/gene-site.service');
    const line = (key: string) => unit.split('\n').find((l) => l.startsWith(`${key}=`))!.slice(key.length + 1);
    expect(line('ExecStart').split(' ')).toEqual(['/usr/bin/node', ...command.slice(1)]);
    for (const [name, value] of Object.entries(PRODUCTION_ENV)) expect(line('Environment').split(' ')).toContain(`${name}=${value}`);
    expect(line('Restart')).toBe('always');
  });

  it('the container image does the same, and copies only what exists', () => {
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(JSON.parse(runtime.match(/^CMD (.+)$/m)![1]!)).toEqual(command);
    for (const [name, value] of Object.entries(PRODUCTION_ENV)) expect(runtime).toMatch(new RegExp(`\\b${name}=${value}\\b`));
    for (const [, from] of dockerfile.matchAll(/^COPY --from=build \/app\/(\S+)/gm)) {
      if (from !== 'node_modules' && from !== 'build') expect(fs.existsSync(path.resolve(import.meta.dirname, '..', from!)), from).toBe(true);
    }
    expect(JSON.parse(runtime.match(/^HEALTHCHECK .* CMD (.+)$/m)![1]!)).toEqual(['node', 'scripts/health-check.ts']);
  });

  it('builds both stages on one base: node:24-bookworm-slim, or what deploy/base-image.sh makes', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1])).toEqual(['${NODE_IMAGE}', '${NODE_IMAGE}']);
    const script = read('deploy/base-image.sh');
    const tag = script.match(/^tag=(\S+)$/m)![1]!;
    expect(dockerfile).toContain(`--build-arg NODE_IMAGE=${tag}`);
    // The official image's user, so `USER node` and the data folder's owner mean the same on either base.
    expect(script).toContain('useradd --uid 1000 --gid node');
    expect(() => execFileSync('bash', ['-n', path.resolve(import.meta.dirname, '..', 'deploy/base-image.sh')])).not.toThrow();
  });

  it('lets compose take both images from where Docker Hub is not reachable, defaulting to the official ones', () => {
    const compose = read('compose.yaml');
    expect(compose).toContain('image: ${POSTGRES_IMAGE:-postgres:15}');
    expect(compose).toContain('NODE_IMAGE: ${NODE_IMAGE:-node:24-bookworm-slim}');
    // The stand-in PostgreSQL image starts as the official one does, from the settings compose passes.
    const entrypoint = read('deploy/postgres-image/entrypoint.sh');
    for (const name of ['POSTGRES_PASSWORD', 'POSTGRES_USER', 'POSTGRES_DB', 'PGDATA']) expect(entrypoint).toContain(name);
    expect(() => execFileSync('sh', ['-n', path.resolve(import.meta.dirname, '..', 'deploy/postgres-image/entrypoint.sh')])).not.toThrow();
  });
});

describe("the server's V8 heap", () => {
  // V8 (Node 24) keeps the pages its old generation once held in a pool after a GC frees them, so the
  // process's RSS follows the highest heap size reached, not the live heap. Left to itself V8 lets the
  // old generation grow to ~4x the live heap between major GCs (its limit scales with the machine's
  // RAM); the cap keeps that growth, and so what stays resident, inside the memory budget (decision 0047).
  it('is capped well below the 400 MB memory budget', () => {
    const limit = execFileSync(process.execPath, [...PRODUCTION_NODE_FLAGS, '-p', 'v8.getHeapStatistics().heap_size_limit'], { encoding: 'utf8' });
    const mb = Number(limit) / 2 ** 20;
    // Old space (192) + the young generation (3 x 16 MB semi-spaces), with a little slack for V8's rounding.
    expect(mb).toBeGreaterThan(200);
    expect(mb).toBeLessThanOrEqual(300);
  });
});

// Benchmark of the performance budgets in DESIGN.md: the server-rendered home page and a news detail
// (>= 300 req/s on 2 cores) and a JSON content read (p99 < 50 ms at 50 connections). Needs `npm run build` first; starts
// the production server on a free port with a fresh, seeded data folder and stops it afterwards.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) adjust the load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startServer } from '../e2e/support/test-server.ts';
import { freePort } from './free-port.ts';

interface Target {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  duration?: number;
  budget?: { minRps?: number; maxP99?: number };
}

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const targets: Target[] = [
  { name: 'GET / (home, SSR)', path: '/', method: 'GET', budget: { minRps: 300 } },
  // The first demo news item (the seed numbers news from 1).
  { name: 'GET /newsCenter/newsCenterDetail (news detail, SSR)', path: '/newsCenter/newsCenterDetail?newsId=1', method: 'GET', budget: { minRps: 300 } },
  {
    name: 'POST /api/v1/category/index',
    path: '/api/v1/category/index',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    budget: { maxP99: 50 },
  },
  {
    // A session token skips the page cache: shows what rendering itself costs.
    name: 'GET / (page cache bypassed)',
    path: '/',
    method: 'GET',
    headers: { authentication: 'bench-no-such-token' },
    duration: Math.min(duration, 5),
  },
  {
    name: 'GET news detail (page cache bypassed)',
    path: '/newsCenter/newsCenterDetail?newsId=1',
    method: 'GET',
    headers: { authentication: 'bench-no-such-token' },
    duration: Math.min(duration, 5),
  },
];


if (!fs.existsSync(path.join(repoRoot, 'build', 'server', 'index.js'))) {
  console.error('The web app is not built: run "npm run build" first, then "npm run bench".');
  process.exit(1);
}

const port = await freePort();
console.log(`starting the production server on port ${port} (fresh data folder, demo seed)…`);
const server = await startServer({ port, purpose: 'bench', stdio: 'inherit', logLevel: 'warn' });

interface Row {
  target: Target;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  verdict: string;
}

try {
  const rows: Row[] = [];
  for (const target of targets) {
    const base = { url: server.url + target.path, method: target.method, headers: target.headers, body: target.body };
    const check = await fetch(base.url, { method: target.method, headers: target.headers, body: target.body });
    if (!check.ok) throw new Error(`${target.name} answered HTTP ${check.status}: ${(await check.text()).slice(0, 200)}`);
    await autocannon({ ...base, connections: 10, duration: 2 }); // warm-up (JIT, caches)
    const result = await autocannon({ ...base, connections, duration: target.duration ?? duration });
    const rps = result.requests.average;
    const problems: string[] = [];
    if (target.budget?.minRps !== undefined && rps < target.budget.minRps) problems.push(`< ${target.budget.minRps} req/s`);
    if (target.budget?.maxP99 !== undefined && result.latency.p99 > target.budget.maxP99) {
      problems.push(`p99 > ${target.budget.maxP99} ms`);
    }
    const verdict = !target.budget ? '(info)' : problems.length ? `MISSED ${problems.join(', ')}` : 'ok';
    rows.push({ target, rps, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx, verdict });
    console.log(`measured ${target.name}`);
  }

  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'budget'];
  const table = rows.map((r) => [r.target.name, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.errors), String(r.non2xx), r.verdict]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${connections} connections, ${duration} s each, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  process.exitCode = rows.some((r) => r.errors > 0 || r.non2xx > 0) ? 1 : 0;
} finally {
  await server.stop();
}

// Benchmark of the performance budgets in DESIGN.md, asked as browsers ask (`accept-encoding: br, gzip`)
// of the production server: cached pages against a bare JSON read measured in the same run (at least
// half its req/s, at most 0.5 ms of server CPU a request), the same JSON read asked with brotli (at
// least 0.7x the bare route's req/s), uncached renders (home ≤ 2.5 ms, plasmid
// list ≤ 4 ms of CPU), a JSON content read (p99 < 50 ms at 50 connections) and the server's memory
// at a quiet start and through 20,000 mixed requests (below 400 MB during and after, settled again; no
// growth that stays; the start-up peak is reported). Server CPU is read from
// /proc/<pid>/stat (every thread of the process, so compression in libuv's pool counts too): the
// noise of a shared machine moves it less than req/s; the idle server's own CPU is taken off.
// The embedded database runs in a child process of the server (decision 0040): its CPU per request
// and RSS are printed beside the server's (DB columns, the database process line), as information.
// Needs `npm run build` first; starts the production server on a free port with a fresh, seeded data
// folder and stops it afterwards.
// BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), BENCH_MIXED (default 20000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { repoRoot, startServer } from '../e2e/support/test-server.ts';
import { benchPort } from './free-port.ts';

interface Budget {
  /** Least share of the bare route's req/s in the same run. */
  minShareOfBare?: number;
  maxCpuMs?: number;
  maxP99?: number;
}

interface Target {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  duration?: number;
  /** Connections for this target (default BENCH_CONNECTIONS). */
  connections?: number;
  budget?: Budget;
  /** The bare route the others are compared with. */
  bare?: true;
  /** Warmed until its CPU per request settles before it is measured (renders: see `warmUntilSettled`). */
  settle?: true;
}

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const mixedAmount = Number(process.env.BENCH_MIXED ?? 20_000);
const mixedLimitS = 300;
const BROWSER = { 'accept-encoding': 'br, gzip' };
// A bogus session token skips the page cache (and costs one session lookup): what rendering costs.
const UNCACHED = { ...BROWSER, authentication: 'bench-no-such-token' };
const HOME = '/';
// The first demo news item (the seed numbers news from 1).
const NEWS = '/newsCenter/newsCenterDetail?newsId=1';
const LIST = '/plasmidPlatform/plasmidPlatformList';
const CACHED_PAGE: Budget = { minShareOfBare: 0.5, maxCpuMs: 0.5 };
const short = Math.min(duration, 5);
// Renders are measured for their CPU: a few connections keep the server busy without queueing requests
// past the client's timeout on a loaded machine (which would leave renders nobody waits for).
const RENDER = { duration: short, connections: 4, settle: true } as const;

const targets: Target[] = [
  // Read from the in-process content cache and answered as JSON: the floor a cached page is held to.
  { name: 'POST /api/v1/category/index (bare JSON)', path: '/api/v1/category/index', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', bare: true, budget: { maxP99: 50 } },
  // The same call as a browser asks it (issue 35, point 13): JSON answers are compressed once per
  // distinct answer, in one call (server/http/json-encoding.ts); it keeps at least 0.7x the bare route's req/s.
  { name: 'POST /api/v1/category/index (JSON, br)', path: '/api/v1/category/index', method: 'POST', headers: { ...BROWSER, 'content-type': 'application/json' }, body: '{}', budget: { minShareOfBare: 0.7 } },
  { name: 'GET / (home, cached, br)', path: HOME, method: 'GET', headers: BROWSER, budget: CACHED_PAGE },
  { name: 'GET news detail (cached, br)', path: NEWS, method: 'GET', headers: BROWSER, budget: CACHED_PAGE },
  { name: 'GET plasmid list (cached, br)', path: LIST, method: 'GET', headers: BROWSER, budget: CACHED_PAGE },
  // A query the page does not read must not be a way around the cache.
  { name: 'GET /?utm=<random> (cached, br)', path: '/?utm=[<id>]', method: 'GET', headers: BROWSER, budget: CACHED_PAGE },
  { name: 'GET / (uncached render, br)', path: HOME, method: 'GET', headers: UNCACHED, ...RENDER, budget: { maxCpuMs: 2.5 } },
  { name: 'GET news detail (uncached render, br)', path: NEWS, method: 'GET', headers: UNCACHED, ...RENDER },
  { name: 'GET plasmid list (uncached render, br)', path: LIST, method: 'GET', headers: UNCACHED, ...RENDER, budget: { maxCpuMs: 4 } },
];

/** User + system CPU of the whole process (all threads), in milliseconds. */
function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 12th, stime the 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** A memory line of /proc/<pid>/status in MB: VmRSS now, VmHWM the highest RSS so far. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

/**
 * The embedded database's own process (decision 0040), a child of the server; none on PostgreSQL.
 * Its CPU and memory are reported beside the server's so the split hides nothing.
 */
function databaseChildOf(serverPid: number): number | null {
  const children = fs.readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.find((child) => fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('pglite-server.ts')) ?? null;
}
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!fs.existsSync(path.join(repoRoot, 'build', 'server', 'index.js'))) {
  console.error('The web app is not built: run "npm run build" first, then "npm run bench".');
  process.exit(1);
}

const port = await benchPort();
console.log(`starting the production server on port ${port} (fresh data folder, demo seed)…`);
const server = await startServer({ port, purpose: 'bench', stdio: 'inherit', logLevel: 'warn' });
const pid = server.child.pid!;
// Start-up (migrations, demo seed) is over when /healthz answers; what it leaves behind is the quiet start.
await settle(3000);
const quietStart = rssMb(pid);
const startupPeak = statusMb(pid, 'VmHWM');
const dbPid = databaseChildOf(pid);
const dbCpuMs = (): number => (dbPid ? cpuMs(dbPid) : 0);
const dbRssMb = (): number => (dbPid ? rssMb(dbPid) : 0);
const dbQuietStart = dbRssMb();
const dbStartupPeak = dbPid ? statusMb(dbPid, 'VmHWM') : 0;

/**
 * Render rows are measured once the server has settled into them. A fresh server's JIT keeps
 * improving a render for tens of seconds (the home page's first 4 s cost 4.3–5.9 ms of CPU a request
 * here, the same server 2.3–2.6 ms after 40 s of them: decision 0055), and a server in production has
 * long settled. Bursts of 2 s until two in a row agree within 10 % (at most 12, 24 s); the first and
 * the last are printed beside the table, so the cold figure stays in sight.
 */
async function warmUntilSettled(base: Options, burstConnections: number): Promise<{ first: number; last: number; bursts: number }> {
  const burst = async () => {
    const before = cpuMs(pid);
    const result = await autocannon({ ...base, connections: burstConnections, duration: 2 });
    return (cpuMs(pid) - before) / Math.max(1, result.requests.total);
  };
  const first = await burst();
  let previous = first;
  for (let bursts = 2; ; bursts++) {
    const current = await burst();
    if (Math.abs(current - previous) <= 0.1 * previous || bursts === 12) return { first, last: current, bursts };
    previous = current;
  }
}

interface Row {
  target: Target;
  /** Renders: CPU per request of the first and the last warm-up burst, and how many there were. */
  warmUp?: { first: number; last: number; bursts: number };
  rps: number;
  p50: number;
  p99: number;
  cpu: number;
  rss: number;
  /** The database process's CPU per request and RSS (info: the budgets are the server's). */
  dbCpu: number;
  dbRss: number;
  errors: number;
  non2xx: number;
}

function verdict(row: Row, bareRps: number): string {
  const budget = row.target.budget;
  if (!budget) return '(info)';
  const problems: string[] = [];
  if (budget.minShareOfBare !== undefined && row.rps < budget.minShareOfBare * bareRps) problems.push(`< ${budget.minShareOfBare} x bare req/s`);
  if (budget.maxCpuMs !== undefined && row.cpu > budget.maxCpuMs) problems.push(`CPU > ${budget.maxCpuMs} ms`);
  if (budget.maxP99 !== undefined && row.p99 > budget.maxP99) problems.push(`p99 > ${budget.maxP99} ms`);
  return problems.length ? `MISSED ${problems.join(', ')}` : 'ok';
}

/** 20,000 requests cycling through pages, JSON and random queries, sampling the server's RSS. */
async function mixedMemory() {
  const before = rssMb(pid);
  const dbBefore = dbRssMb();
  let peak = before;
  let dbPeak = dbBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    dbPeak = Math.max(dbPeak, dbRssMb());
  }, 200);
  // A server that stops answering must not hold the run for hours of timeouts.
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        // A sixth of these render (a new list page each time): few connections, as for the renders above.
        connections: 10,
        amount: mixedAmount,
        idReplacement: true,
        requests: [
          { method: 'GET', path: HOME, headers: BROWSER },
          { method: 'GET', path: NEWS, headers: { 'accept-encoding': 'gzip' } },
          { method: 'GET', path: `${LIST}?page=[<id>]`, headers: BROWSER },
          { method: 'POST', path: '/api/v1/category/index', headers: { ...BROWSER, 'content-type': 'application/json' }, body: '{}' },
          { method: 'GET', path: '/?from=[<id>]', headers: BROWSER },
          { method: 'GET', path: '/contactUS' },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    setTimeout(() => instance.stop(), mixedLimitS * 1000).unref();
  });
  clearInterval(sampler);
  // Let the event loop and the allocator settle before reading what stays, then give V8's memory
  // reducer (which runs once the process is idle) time to return what it can: the steady state.
  await settle(2000);
  const after = rssMb(pid);
  const dbAfter = dbRssMb();
  await settle(10_000);
  const steady = rssMb(pid);
  const db = { before: dbBefore, peak: Math.max(dbPeak, dbAfter), after: dbAfter, steady: dbRssMb() };
  return { before, peak: Math.max(peak, after), after, steady, db, requests: result.requests.total, errors: result.errors + result.timeouts + result.non2xx };
}

try {
  const rows: Row[] = [];
  for (const target of targets) {
    const base = { url: server.url + target.path, method: target.method, headers: target.headers, body: target.body, idReplacement: true };
    const check = await fetch(base.url.replace('[<id>]', 'check'), { method: target.method, headers: target.headers, body: target.body });
    if (!check.ok) throw new Error(`${target.name} answered HTTP ${check.status}: ${(await check.text()).slice(0, 200)}`);
    // What the idle server burns (job queue polling, timers) is not the requests' cost: measured first, then taken off.
    // Before the warm-up, so the measured requests follow the warm-up's directly, as a busy server's do.
    const idleFrom = cpuMs(pid);
    const dbIdleFrom = dbCpuMs();
    const idleStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMs = performance.now() - idleStarted;
    const idlePerMs = (cpuMs(pid) - idleFrom) / idleMs;
    const dbIdlePerMs = (dbCpuMs() - dbIdleFrom) / idleMs;
    const warmUp = target.settle
      ? await warmUntilSettled(base, target.connections ?? connections)
      : (await autocannon({ ...base, connections: Math.min(10, target.connections ?? 10), duration: 2 }), undefined); // warm-up (JIT, caches)
    const cpuBefore = cpuMs(pid);
    const dbCpuBefore = dbCpuMs();
    const started = performance.now();
    const result = await autocannon({ ...base, connections: target.connections ?? connections, duration: target.duration ?? duration });
    const elapsed = performance.now() - started;
    const busy = cpuMs(pid) - cpuBefore - idlePerMs * elapsed;
    const dbBusy = dbCpuMs() - dbCpuBefore - dbIdlePerMs * elapsed;
    const cpu = Math.max(0, busy) / Math.max(1, result.requests.total);
    const dbCpu = Math.max(0, dbBusy) / Math.max(1, result.requests.total);
    rows.push({
      target,
      warmUp,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpu,
      rss: rssMb(pid),
      dbCpu,
      dbRss: dbRssMb(),
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
    const last = rows.at(-1)!;
    console.log(
      `measured ${target.name}: ${last.rps.toFixed(0)} req/s, p99 ${last.p99} ms, ${last.cpu.toFixed(2)} ms CPU/req, RSS ${last.rss.toFixed(0)} MB` +
        (dbPid ? `; database process ${last.dbCpu.toFixed(2)} ms CPU/req, RSS ${last.dbRss.toFixed(0)} MB` : ''),
    );
  }
  const mixed = await mixedMemory();

  const bareRps = rows.find((r) => r.target.bare)?.rps ?? 0;
  const header = ['target', 'req/s', 'x bare', 'p50 ms', 'p99 ms', 'CPU ms/req', 'RSS MB', 'DB CPU ms/req', 'DB RSS MB', 'errors', 'non-2xx', 'budget'];
  const table = rows.map((r) => [
    r.target.name,
    r.rps.toFixed(0),
    bareRps ? (r.rps / bareRps).toFixed(2) : '-',
    String(r.p50),
    String(r.p99),
    r.cpu.toFixed(2),
    r.rss.toFixed(0),
    dbPid ? r.dbCpu.toFixed(2) : '-',
    dbPid ? r.dbRss.toFixed(0) : '-',
    String(r.errors),
    String(r.non2xx),
    verdict(r, bareRps),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${connections} connections, ${duration} s each, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  for (const row of rows) {
    if (!row.warmUp) continue;
    const { first, last, bursts } = row.warmUp;
    console.log(`warm-up of ${row.target.name}: ${bursts} bursts of 2 s, ${first.toFixed(2)} ms CPU/req in the first, ${last.toFixed(2)} in the last`);
  }
  const memoryOk = quietStart < 400 && mixed.peak < 400 && mixed.after < 400 && mixed.steady < 400;
  console.log(
    `\nmemory (RSS): quiet start ${quietStart.toFixed(0)} MB (start-up peak ${startupPeak.toFixed(0)} MB); through ${mixed.requests} mixed requests ` +
      `${mixed.before.toFixed(0)} MB before, peak ${mixed.peak.toFixed(0)} MB, ${mixed.after.toFixed(0)} MB after, ${mixed.steady.toFixed(0)} MB steady ` +
      `(${mixed.errors} errors) ${memoryOk ? 'ok' : 'MISSED < 400 MB'}`,
  );
  if (dbPid) {
    // Info beside the budget, which is the server's: on PostgreSQL the database is not counted either.
    console.log(
      `database process (RSS, pid ${dbPid}): quiet start ${dbQuietStart.toFixed(0)} MB (start-up peak ${dbStartupPeak.toFixed(0)} MB); through the mixed requests ` +
        `${mixed.db.before.toFixed(0)} MB before, peak ${mixed.db.peak.toFixed(0)} MB, ${mixed.db.after.toFixed(0)} MB after, ${mixed.db.steady.toFixed(0)} MB steady; ` +
        `server + database steady ${(mixed.steady + mixed.db.steady).toFixed(0)} MB`,
    );
  }
  const failed = rows.some((r) => r.errors > 0 || r.non2xx > 0) || mixed.errors > 0;
  const missed = rows.filter((r) => verdict(r, bareRps).startsWith('MISSED')).map((r) => r.target.name);
  if (!memoryOk) missed.push('memory through the mixed requests');
  if (missed.length > 0) console.log(`\nbudgets missed: ${missed.join('; ')}`);
  // A missed budget fails the run as an error does: the benchmark is the budgets' only check.
  process.exitCode = failed || missed.length > 0 ? 1 : 0;
} finally {
  await server.stop();
}

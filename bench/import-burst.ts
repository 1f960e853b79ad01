// Benchmark of issue 15 point 2 (nothing unpacks unbounded): one customer once sent a 1.7 MB .xlsx of
// 100 000 rows twenty times at once, the server grew to 3.4 GB and /healthz stalled for 19 s. This
// starts the production server (fresh data folder, embedded PGlite unless BENCH_DATABASE_URL), fires
// 20 simultaneous uploads of such a file to /api/v1/guide/importYangben from one customer, then from
// 20 customers at once, and meanwhile calls /healthz back to back and samples the server's RSS.
// Prints /healthz p50/p99/max during each burst, the answers, the RSS growth, against the budget:
// /healthz p99 < 200 ms and RSS growth < 300 MB. Needs `npm run build` first. Port: BENCH_PORT, else free.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from '../e2e/support/test-server.ts';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { createSessionService } from '../server/modules/user/session-service.ts';
import type { AppConfig } from '../server/config.ts';
import { streamedWorkbook } from '../test/support/zip-fixture.ts';
import { benchPort } from './free-port.ts';

const BUDGET_HEALTHZ_P99_MS = 200;
const BUDGET_RSS_GROWTH_MB = 300;
const BURST = 20;
const GUIDE_HEADER = [
  '样本名称', '样本类型', '其他样本类型', '溶解介质', '其他溶解介质', '是否含EDTA', 'EDTA浓度(%)', '浓度(ng/ul)', '体积(ul)', '物种来源',
  '基因组下载地址', '分析类型', '对照样本名称', 'sgRNA+PAM序列(多条用逗号分隔)', '核酸酶', '其他核酸酶', '错配阈值', '凸点阈值',
  '是否需要ODN插入检测', 'ODN侧翼序列', '备注',
];

if (!fs.existsSync(path.join(repoRoot, 'build', 'server', 'index.js'))) {
  console.error('The web app is not built: run "npm run build" first, then "npm run bench:imports".');
  process.exit(1);
}

// The file: 100 000 filled rows (scattered sample names pack like real ones) in ~1.7 MB, under
// the 2 MB upload limit and, at ~15 MB, under the 20 MB unpacked limit, so every upload takes the
// longest path: every part inflated once to prove its size, then the sheet streamed until row 201.
const file = await streamedWorkbook(GUIDE_HEADER, 100_000, (i) => [`GS-${String((i * 2654435761) % 4294967291).padStart(10, '0')}`, 'DNA']);
const tokens: string[] = [];
async function addCustomers(target: { dataDir: string; databaseUrl?: string }) {
  const database = await openDatabase({ url: target.databaseUrl, pgliteDir: path.join(target.dataDir, 'db') });
  try {
    const sessions = createSessionService({ SESSION_TTL_HOURS: 24 } as AppConfig, database);
    // tokens[0]: the one-customer burst; 1…BURST: the many-customer burst; the last: the warm-up.
    for (let i = 0; i < BURST + 2; i++) {
      const [row] = await database.db
        .insert(users)
        .values({ email: `bench-${i}@example.com`, password_hash: 'x', username: `bench${i}`, company: '示例大学', status: 1 })
        .returning({ id: users.id });
      tokens.push((await sessions.createSession(row!.id)).token);
    }
  } finally {
    await database.close();
  }
}

const port = await benchPort();
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
console.log(`file: ${(file.length / 1024 / 1024).toFixed(2)} MB, 100 000 rows; starting the production server on port ${port} (${databaseUrl ? 'PostgreSQL' : 'PGlite'})…`);
const server = await startServer({ port, purpose: 'bench', stdio: 'inherit', logLevel: 'warn', testDatabaseUrl: databaseUrl, prepare: addCustomers });
const pid = server.child.pid!;

/** The server's resident memory (MB), from /proc. */
function rssMb(): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'samples.xlsx');
  const response = await fetch(`${server.url}/api/v1/guide/importYangben`, { method: 'POST', headers: { authentication: token }, body: form });
  const body = (await response.json()) as { code: number; msg: string };
  return `${body.code} ${body.msg}`;
}

/** /healthz back to back while `work` runs; latencies in ms, peak RSS sampled every 25 ms. */
async function during(work: () => Promise<string[]>) {
  const state = { running: true };
  const latencies: number[] = [];
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 25);
  const poller = (async () => {
    while (state.running) {
      const started = performance.now();
      await (await fetch(`${server.url}/healthz`)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const answers = await work();
  const seconds = (performance.now() - started) / 1000;
  state.running = false;
  await poller;
  clearInterval(sampler);
  return { latencies: latencies.toSorted((a, b) => a - b), peak, answers, seconds };
}

let failed = false;
try {
  // Warm-up: one import (loads exceljs, JIT) and a few health checks.
  await upload(tokens[BURST + 1]!);
  for (let i = 0; i < 20; i++) await fetch(`${server.url}/healthz`);
  const idle = await during(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return [];
  });
  const before = rssMb();
  console.log(`\nidle: /healthz p50 ${percentile(idle.latencies, 50).toFixed(1)} ms, p99 ${percentile(idle.latencies, 99).toFixed(1)} ms; RSS ${before.toFixed(0)} MB`);
  console.log(`${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(1)}), Node ${process.version}; budget: /healthz p99 < ${BUDGET_HEALTHZ_P99_MS} ms, RSS growth < ${BUDGET_RSS_GROWTH_MB} MB\n`);

  const scenarios: Array<[string, () => Promise<string[]>]> = [
    [`${BURST} uploads at once, one customer`, () => Promise.all(Array.from({ length: BURST }, () => upload(tokens[0]!)))],
    [`${BURST} uploads at once, ${BURST} customers`, () => Promise.all(tokens.slice(1, BURST + 1).map((token) => upload(token)))],
  ];
  for (const [name, work] of scenarios) {
    const start = rssMb();
    const result = await during(work);
    const p50 = percentile(result.latencies, 50);
    const p99 = percentile(result.latencies, 99);
    const max = result.latencies.at(-1) ?? 0;
    const growth = result.peak - before;
    const tally = new Map<string, number>();
    for (const answer of result.answers) tally.set(answer, (tally.get(answer) ?? 0) + 1);
    const ok = p99 < BUDGET_HEALTHZ_P99_MS && growth < BUDGET_RSS_GROWTH_MB;
    failed ||= !ok;
    console.log(`${name}: ${result.seconds.toFixed(2)} s`);
    console.log(`  /healthz during the burst (${result.latencies.length} calls): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
    console.log(`  RSS: ${start.toFixed(0)} MB at start, peak ${result.peak.toFixed(0)} MB, growth over idle ${growth.toFixed(0)} MB`);
    for (const [answer, n] of tally) console.log(`  ${String(n).padStart(3)} × ${answer}`);
    console.log(`  budget: ${ok ? 'ok' : 'MISSED'}\n`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await server.stop();
}

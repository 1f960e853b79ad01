// Benchmark of the site search on the demo content (issue 35: results within 50 ms). Seeds a fresh
// database with the demo content, then answers representative queries through the search service
// (what /searchResult's loader and /api/v1/article/search call): each first once to warm up, then
// BENCH_ROUNDS times (default 30). Reports per query the median and p95 wall time and the process's
// CPU time per answer. On the embedded PGlite the database runs in this process, so the CPU time is
// the whole cost of an answer, and it is what the 50 ms budget is held to there: on a shared machine
// the wall time mostly measures the other processes (DESIGN.md: report CPU time). On PostgreSQL the
// database works in its own processes, so there the budget is the median wall time. Exit code 1 when
// a query is over. With BENCH_DATABASE_URL (a PostgreSQL server where databases may be created) it runs on a
// scratch database there, otherwise on PGlite in a temporary folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../server/db/client.ts';
import { seedDemoContent } from '../server/db/seed/index.ts';
import { LocalStorage } from '../server/storage/local-storage.ts';
import { createSearchService } from '../server/modules/search/service.ts';
import { createPostgresTestDatabase } from '../test/support/test-database.ts';
import type { SearchType } from '../contracts/search.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const BUDGET_MS = 50;

interface Query {
  keywords: string;
  keywords2?: string;
  type?: SearchType;
  size?: number;
  lang?: 'en';
}

const QUERIES: Query[] = [
  { keywords: 'Cas9' },
  { keywords: 'P0003' },
  { keywords: 'cy-c9003' },
  { keywords: 'PX330' },
  { keywords: 'GUIDE-seq' },
  { keywords: '扩增子' },
  { keywords: '细胞系' },
  { keywords: '慢病毒' },
  { keywords: 'sgRNA' },
  { keywords: 'ISO' },
  { keywords: '实验方案' },
  { keywords: 'Cas9 慢病毒' },
  { keywords: 'CRISPR', keywords2: 'GUIDE-seq' },
  { keywords: 'knockout', lang: 'en' },
  { keywords: 'Cas9', lang: 'en' },
  // The widest answers: a filter, a page of 50, a word in most rows, nothing found.
  { keywords: 'Cas9', type: 'plasmid' },
  { keywords: 'CRISPR', size: 50 },
  { keywords: '质粒', size: 50 },
  { keywords: 'zzz不存在' },
];

const label = (q: Query) =>
  [q.keywords, q.keywords2 && `+ ${q.keywords2}`, q.type && `type=${q.type}`, q.size && `size=${q.size}`, q.lang && '(en)'].filter(Boolean).join(' ');

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function open(): Promise<{ database: Database; close(): Promise<void>; name: string }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createPostgresTestDatabase(serverUrl);
    return { database: scratch.database, close: scratch.close, name: 'PostgreSQL' };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-search-'));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  return {
    database,
    name: 'PGlite',
    async close() {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

const target = await open();
const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-search-uploads-'));
try {
  await seedDemoContent(target.database, new LocalStorage(uploads), { siteUrl: 'http://127.0.0.1' });
  const search = createSearchService(target.database);
  const onPglite = target.name === 'PGlite';
  const measure = onPglite ? 'CPU per answer' : 'median wall time';
  console.log(`site search on the demo content, ${target.name}, ${ROUNDS} rounds a query (budget: ${measure} ≤ ${BUDGET_MS} ms)\n`);
  console.log(`${'query'.padEnd(30)} ${'hits'.padStart(5)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'cpu/answer'.padStart(11)}`);
  let over = 0;
  const medians: number[] = [];
  for (const q of QUERIES) {
    const input = { keywords: q.keywords, keywords2: q.keywords2 ?? '', type: q.type, page: 0, size: q.size ?? 5 };
    const reading = q.lang ? { lang: q.lang } : undefined;
    const { total } = await search.search(input, reading);
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await search.search(input, reading);
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const cpuMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
    const cost = onPglite ? cpuMs : median;
    medians.push(cost);
    if (cost > BUDGET_MS) over++;
    console.log(
      `${label(q).padEnd(30)} ${String(total).padStart(5)} ${median.toFixed(1).padStart(6)}ms ${quantile(times, 0.95).toFixed(1).padStart(6)}ms ${cpuMs.toFixed(1).padStart(9)}ms${cost > BUDGET_MS ? '  over budget' : ''}`,
    );
  }
  medians.sort((a, b) => a - b);
  console.log(`\n${measure}: median over the queries ${quantile(medians, 0.5).toFixed(1)} ms, highest ${medians.at(-1)!.toFixed(1)} ms`);
  console.log(over ? `${over} quer${over === 1 ? 'y' : 'ies'} over ${BUDGET_MS} ms` : `every query within ${BUDGET_MS} ms`);
  process.exitCode = over ? 1 : 0;
} finally {
  await target.close();
  await fs.rm(uploads, { recursive: true, force: true });
}

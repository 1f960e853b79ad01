// Benchmark of the plasmid list call with a large catalogue (issue: p99 under 50 ms for any filter
// combination with 5,000 plasmids). Loads BENCH_PLASMIDS (default 5,000) plasmids spread over every
// filter value into a fresh database, starts the production server on it and measures
// /api/v1/zhili/index: a no-database baseline call (the machine's floor at that moment), every
// combination in turn at BENCH_CONNECTIONS and at one connection, then each combination alone. Needs `npm run build` first. Port: BENCH_PORT, else a free one. With
// BENCH_DATABASE_URL (a PostgreSQL server where databases may be created) it runs on PostgreSQL,
// otherwise on the embedded PGlite. BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startServer } from '../e2e/support/test-server.ts';
import { openDatabase } from '../server/db/client.ts';
import { plasmids } from '../server/db/schema/index.ts';
import { PLASMID_FILTERS } from '../contracts/plasmid-filters.ts';
import { benchRow, optionValues } from './plasmid-rows.ts';
import { benchPort } from './free-port.ts';

const count = Number(process.env.BENCH_PLASMIDS ?? 5000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGET_P99_MS = 50;

async function loadPlasmids(target: { dataDir: string; databaseUrl?: string }) {
  const started = Date.now();
  const database = await openDatabase({ url: target.databaseUrl, pgliteDir: path.join(target.dataDir, 'db') });
  try {
    for (let from = 0; from < count; from += 250) {
      const rows = Array.from({ length: Math.min(250, count - from) }, (_, k) => benchRow(from + k));
      await database.db.insert(plasmids).values(rows);
    }
    await database.executeSql('ANALYZE plasmids');
  } finally {
    await database.close();
  }
  console.log(`loaded ${count} plasmids in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The combinations measured: none, each filter alone, pairs, three, all seven, searches, deep and wide pages. */
const combos: Array<{ name: string; query: Record<string, string | number> }> = [
  { name: 'no filter', query: {} },
  ...PLASMID_FILTERS.map((f) => ({ name: f.key, query: { [f.key]: optionValues(f.key)[1]! } })),
  { name: 'host + usage', query: { plasmidHost: 'mammalian', plasmidUsage: 'gene_editing' } },
  { name: 'fragment + marker', query: { plasmidFragmentType: 'sgrna', plasmidFluorescentMarker: 'green' } },
  { name: 'host + usage + resistance', query: { plasmidHost: 'lentivirus', plasmidUsage: 'gene_template', plasmidNuclearResistance: 'ampicillin' } },
  {
    name: 'all seven',
    query: {
      plasmidHost: 'e_coli',
      plasmidUsage: 'gene_editing',
      plasmidFragmentType: 'cas9',
      plasmidFragmentSpecies: 'human',
      plasmidNuclearResistance: 'ampicillin',
      plasmidEukaryoticResistance: 'puromycin',
      plasmidFluorescentMarker: 'green',
    },
  },
  { name: 'name search', query: { name: 'cas9' } },
  { name: 'name + host', query: { name: 'lenti', plasmidHost: 'lentivirus' } },
  { name: 'item number', query: { itemNo: 'B0421' } },
  { name: 'page 400 of 10', query: { page: 400 } },
  { name: 'size 50, page 20', query: { size: 50, page: 20 } },
  { name: 'past the end', query: { plasmidHost: 'e_coli', page: 9999 } },
];

const pathOf = (query: Record<string, string | number>) =>
  `/api/v1/zhili/index?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;


if (!fs.existsSync(path.join(repoRoot, 'build', 'server', 'index.js'))) {
  console.error('The web app is not built: run "npm run build" first, then "npm run bench:plasmid".');
  process.exit(1);
}

const port = await benchPort();
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
console.log(`starting the production server on port ${port} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${count} plasmids)…`);
const server = await startServer({ port, purpose: 'bench', stdio: 'inherit', logLevel: 'warn', testDatabaseUrl: databaseUrl, prepare: loadPlasmids });

try {
  for (const combo of combos) {
    const response = await fetch(server.url + pathOf(combo.query), { method: 'POST' });
    const body = (await response.json()) as { code: number; data: { total: number; data: unknown[] } };
    if (body.code !== 200) throw new Error(`${combo.name} answered code ${body.code}`);
    console.log(`  ${combo.name.padEnd(28)} total ${String(body.data.total).padStart(5)}, ${body.data.data.length} rows`);
  }
  const requests = combos.map((combo) => ({ method: 'POST' as const, path: pathOf(combo.query) }));
  await autocannon({ url: server.url, requests, connections: 10, duration: 2 }); // warm-up (JIT, plans)

  type Row = [string, string, string, string, string, string];
  const rows: Row[] = [];
  let failed = false;
  const measure = async (name: string, options: Parameters<typeof autocannon>[0], budget: boolean) => {
    const result = await autocannon(options);
    const errors = result.non2xx + result.errors + result.timeouts;
    const verdict = !budget ? '(info)' : result.latency.p99 <= BUDGET_P99_MS ? 'ok' : `MISSED p99 > ${BUDGET_P99_MS} ms`;
    rows.push([name, result.requests.average.toFixed(0), String(result.latency.p50), String(result.latency.p99), String(errors), verdict]);
    failed ||= errors > 0 || (budget && result.latency.p99 > BUDGET_P99_MS);
  };
  // The floor of this machine right now: a call answered from memory, no database.
  await measure(`baseline: category/index, ${connections} conn.`, { url: `${server.url}/api/v1/category/index`, method: 'POST', connections, duration }, false);
  await measure(`every combination, ${connections} conn.`, { url: server.url, requests, connections, duration }, true);
  // One request at a time: what a single visitor waits, without queueing behind others.
  await measure('every combination, 1 conn.', { url: server.url, requests, connections: 1, duration }, true);
  for (const combo of combos) {
    await measure(combo.name, { url: server.url + pathOf(combo.query), method: 'POST', connections, duration: Math.max(2, Math.round(duration / 4)) }, true);
  }

  const header = ['POST /api/v1/zhili/index', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'budget'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${count} plasmids on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(1)}), Node ${process.version}\n`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  process.exitCode = failed ? 1 : 0;
} finally {
  await server.stop();
}

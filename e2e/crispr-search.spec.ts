// The result page of a finished genome-search job (rows inserted into the server's database before it
// starts, as the worker would have stored them): the per-guide summary, the histogram (uPlot, loaded
// only here), the sortable, filterable site table, at 1366 and 375 px, with screenshots; the guides
// ranked by their off-target score, each guide's sites per chromosome, and the four downloads.
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { openDatabase } from '../server/db/client.ts';
import { crisprJobs, users } from '../server/db/schema/index.ts';
import { hashPassword } from '../server/modules/user/password.ts';
import { CUSTOMER_PASSWORD } from './support/customer.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { ownServerPort } from './support/ports.ts';
import { startServer, type RunningServer } from './support/test-server.ts';
import { limit } from './support/time-limits.ts';

// A server of its own (the shared one's embedded database cannot be written from here).
const port = ownServerPort('genomeSearch');
const EMAIL = 'search-result@example.com';
const G = 'GACGCATAAAGATGAGACGCTGG';
const G2 = 'GGGTGGGGGGAGTTTGCTCCTGG';

/** Sites of two guides: the intended site, then off-targets with falling scores. */
function sites() {
  const rows = [];
  const mutate = (seq: string, n: number) => Array.from(seq, (b, i) => (i < 20 && i % 5 === 1 && Math.floor(i / 5) < n ? (b === 'A' ? 'C' : 'A') : b)).join('');
  for (const [g, guide] of [G, G2].entries()) {
    rows.push({ guide, on_seq: guide, off_seq: guide, chrom: 'chr1', position: 1_000_000 + g, strand: '+' as const, mismatches: 0, bulge: 'none' as const, CRISPR_Net_score: 0.97 });
    for (let i = 0; i < 24; i++) {
      const mm = 1 + (i % 4);
      const bulge = i % 7 === 3 ? ('DNA' as const) : i % 11 === 5 ? ('RNA' as const) : ('none' as const);
      const off = mutate(guide, mm);
      rows.push({
        guide,
        on_seq: bulge === 'DNA' ? `${guide.slice(0, 10)}_${guide.slice(10)}` : guide,
        off_seq: bulge === 'DNA' ? `${off.slice(0, 10)}T${off.slice(10)}` : bulge === 'RNA' ? `${off.slice(0, 9)}_${off.slice(10)}` : off,
        chrom: `chr${1 + (i % 5)}`,
        position: 12_345 * (i + 1) + g,
        strand: i % 2 ? ('-' as const) : ('+' as const),
        mismatches: mm,
        bulge,
        CRISPR_Net_score: Math.round((0.9 - i * 0.037) * 1e4) / 1e4,
      });
    }
  }
  return rows;
}
const ROWS = sites();

let server: RunningServer;
let jobId = 0;

test.beforeAll(async () => {
  test.setTimeout(limit(360_000));
  server = await startServer({
    port,
    purpose: 'crispr-search',
    stdio: 'ignore',
    testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined,
    prepare: async ({ dataDir, databaseUrl }) => {
      const database = await openDatabase({ url: databaseUrl, pgliteDir: path.join(dataDir, 'db') });
      try {
        const [user] = await database.db.insert(users).values({ email: EMAIL, password_hash: await hashPassword(CUSTOMER_PASSWORD), status: 1 }).returning();
        const finished = new Date();
        const [job] = await database.db
          .insert(crisprJobs)
          .values({
            uid: user.id,
            title: 'EMX1 全基因组脱靶',
            xulie: `${G}\n${G2}\nGAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG`,
            status: 3,
            pair_count: 1,
            guide_count: 2,
            genome: 'ecoli536',
            pam: 'NGG',
            mismatches: 4,
            bulge: 'either',
            guide_notes: [
              { guide: G, sites: 25, truncated: false, note: null },
              { guide: G2, sites: 25, truncated: true, note: '该 sgRNA 的候选位点超过2000个（可能位于重复序列），只保留了前2000个' },
            ],
            jieguo: [{ on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG', CRISPR_Net_score: 0.9184679 }, ...ROWS],
            create_time: finished,
            finished_at: finished,
            expires_at: new Date(finished.getTime() + 3 * 24 * 3600 * 1000),
          })
          .returning();
        jobId = job.id;
      } finally {
        await database.close();
      }
    },
  });
});
test.afterAll(async () => server?.stop());

async function openResult(page: Page) {
  const login = await page.request.post(`${server.url}/api/v1/user/login`, { data: { email: EMAIL, password: CUSTOMER_PASSWORD } });
  const { data } = await login.json();
  await page.goto(`${server.url}/privacyPolicy`);
  await page.evaluate(({ token, userinfo }) => {
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('userInfo', JSON.stringify(userinfo));
  }, data);
  await page.goto(`${server.url}/crispr-result?id=${jobId}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByTestId('crispr-status')).toContainText('已完成（共 1 对序列，2 条 sgRNA）');
}

for (const width of [1366, 375]) {
  test(`a finished search at ${width} px: summary, histogram, table`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openResult(page);
    await expect(page.getByTestId('crispr-search-settings')).toContainText('参考基因组 ecoli536，PAM NGG，最大错配 4，凸起 任一');

    const guides = page.getByTestId('crispr-guide');
    await expect(guides).toHaveCount(2);
    const first = guides.first();
    await expect(first).toContainText(`sgRNA ${G}`);
    await expect(first).toContainText('候选位点 25 个');
    await expect(first.getByTestId('crispr-on-target')).toContainText('在靶位点chr1:1,000,000 (+)，评分 0.970000');
    // Counts by mismatches 0..4, then bulges: the intended site is the one perfect match.
    const expected = [0, 1, 2, 3, 4].map((m) => ROWS.filter((r) => r.guide === G && r.bulge === 'none' && r.mismatches === m).length);
    const dna = ROWS.filter((r) => r.guide === G && r.bulge === 'DNA').length;
    const rna = ROWS.filter((r) => r.guide === G && r.bulge === 'RNA').length;
    await expect(first.getByTestId('crispr-guide-counts').locator('td')).toHaveText([...expected, dna, rna].map(String));
    await expect(first.getByTestId('crispr-top-offtargets').locator('li')).toHaveCount(5);
    await expect(first.getByTestId('crispr-top-offtargets').locator('li').first()).toContainText('0.900000');
    await expect(guides.nth(1).getByTestId('crispr-guide-note')).toContainText('候选位点超过2000个');

    // The histogram is drawn (a canvas) and its counts are in the text: 48 off-targets.
    const histogram = page.getByTestId('crispr-histogram');
    await expect(histogram.locator('canvas').first()).toBeVisible();
    const label = await histogram.getAttribute('aria-label');
    const total = [...(label ?? '').matchAll(/：(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(total).toBe(48);

    // The table (cards on a phone) sorted by score, then filtered.
    const items = width > 767 ? page.getByTestId('crispr-site-table').locator('tbody tr.ant-table-row') : page.getByTestId('crispr-site-card');
    await expect(page.getByText('共 50 个位点')).toBeVisible();
    await expect(items.first()).toContainText('chr1:1,000,000');
    await expect(items.first()).toContainText('在靶');
    const search = page.getByTestId('crispr-search');
    await search.getByLabel('最低分').fill('0.8');
    await expect(page.getByText('共 8 个位点')).toBeVisible();
    await search.getByLabel('最低分').fill('');
    await search.getByLabel('染色体').fill('chr3');
    await expect(page.getByText('共 10 个位点')).toBeVisible();
    await expect(items.first()).toContainText('chr3:');
    await search.getByLabel('染色体').fill('');
    // The typed pair keeps its own table.
    await expect(page.getByTestId('crispr-table')).toContainText('GAGTTAGAGCAGAAGAAGAAAGG');
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, `crispr-search-result-${width}`);
  });
}

for (const width of [1366, 375]) {
  test(`a finished search at ${width} px: ranking, per-chromosome picture and downloads`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openResult(page);
    // Ranked by the sum of the off-target scores, lowest first.
    const offTargetSum = (guide: string) => ROWS.filter((r) => r.guide === guide && (r.mismatches > 0 || r.bulge !== 'none')).reduce((n, r) => n + r.CRISPR_Net_score, 0);
    const ranked = [G, G2].toSorted((a, b) => offTargetSum(a) - offTargetSum(b));
    const ranking = page.getByTestId('crispr-guide-ranking').locator('tbody tr.ant-table-row');
    await expect(ranking).toHaveCount(2);
    await expect(ranking.first()).toContainText(ranked[0]);
    await expect(ranking.first()).toContainText(offTargetSum(ranked[0]).toFixed(6));

    // One picture per guide: five chromosomes, 25 sites, each with its tooltip; it fits the page.
    const map = page.getByTestId('crispr-guide').first().getByTestId('crispr-chrom-map');
    const svg = map.getByTestId('crispr-chrom-map-svg');
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute('role', 'img');
    await expect(svg.locator('desc')).toContainText('5 条序列上共 25 个位点');
    await expect(svg.locator('g[data-chrom]')).toHaveCount(5);
    await expect(svg.locator('.crispr-chrom-map__mark')).toHaveCount(25);
    const box = await svg.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await map.getByText('按染色体列出').click();
    await expect(map.locator('table tbody tr')).toHaveCount(5);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page, '[data-testid="crispr-guide-ranking"]');
    await expectNoSeriousAxeViolations(page, '[data-testid="crispr-chrom-map"]');
    // The green 在靶 tag (antd's green-7 on green-1 was 3.4:1).
    await expect(page.getByTestId('crispr-on-target').first().locator('.ant-tag-green')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[data-testid="crispr-on-target"]');
    await expectNoSeriousAxeViolations(page, '[data-testid="crispr-export"]');
    await expectNoSeriousAxeViolations(page, '.crispr-counts-box');

    // The downloads come from the server with the session's token.
    const exports = page.getByTestId('crispr-export');
    for (const [format, firstLine] of [
      ['bed', `track name="CRISPR-Net-${jobId}"`],
      ['csv', 'guide,chrom,position,strand,mismatches,bulge,on_seq,off_seq,CRISPR_Net_score'],
      ['tsv', 'guide\tchrom\tposition'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), exports.locator(`button[data-format="${format}"]`).click()]);
      expect(download.suggestedFilename()).toBe(`CRISPR-Net-${jobId}.${format}`);
      const text = await (await download.createReadStream()).toArray();
      expect(Buffer.concat(text).toString('utf8').startsWith(firstLine)).toBe(true);
    }
    const [xlsx] = await Promise.all([page.waitForEvent('download'), exports.locator('button[data-format="xlsx"]').click()]);
    expect(xlsx.suggestedFilename()).toBe(`CRISPR-Net-${jobId}.xlsx`);
  });
}

// React's commits while each console page loads (`npm run bench:react-commits`), signed in as an admin
// on the demo content Lighthouse's console run uses: per page the commits that rendered something, the
// largest (the components it mounted or rendered) and the sum. The counts do not move with the machine,
// which is why they are here: on a VM whose memory is slow to hand out, Lighthouse's Total Blocking
// Time of one unchanged page spans 500-1,800 ms from run to run, while a commit of 900 components is
// one long task on any phone. Builds when the sources changed, starts the production server on
// BENCH_PORT or a free port, and loads each page once in Debian's chromium in a phone-sized window
// (COMMITS_WIDTH, default 375; COMMITS_PAGES=name,… for some pages). Which commit a hydration part
// lands in can still depend on when the scripts arrive (on a busy machine the frame and a page's first
// part may commit together), so compare a page's parts as well as its largest commit. Not run by CI.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from '../app/api/session.ts';
import { CONSOLE_HOME } from '../contracts/console-home.ts';
import { CONSOLE_COOKIE } from '../server/http/console-cookie.ts';
import { repoRoot, startServer, type ServerOptions } from '../e2e/support/test-server.ts';
import { benchPort } from './free-port.ts';
import { consolePages, consoleToken, prepareConsole } from './lighthouse-console.ts';
import { installCommitCounter, summariseCommits, type CommitRecord } from './react-commit-counter.ts';

const width = Number(process.env.COMMITS_WIDTH ?? 375);
const only = process.env.COMMITS_PAGES?.split(',').filter(Boolean);
// After the page is live its images load and the routes its links lead to are learnt: both commit.
const SETTLE_MS = 2_000;

const build = spawnSync('node', ['scripts/build-if-stale.ts'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await benchPort();
const serverOptions: ServerOptions = { port, purpose: 'react-commits', stdio: 'inherit', logLevel: 'warn' };
const server = await startServer({ ...serverOptions, prepare: prepareConsole(serverOptions) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const rows: string[] = [];
try {
  const token = await consoleToken(server.url);
  const pages = (await consolePages(server.url, token)).filter((page) => !only || only.some((word) => page.name.includes(word)));
  for (const page of pages) {
    // A context of its own: the sign-in page is read signed out, the others with the token and the
    // page cookie the sign-in sets (decision 0091), so they are drawn on the server.
    const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: width < 768 });
    if (page.signedIn) {
      await context.addCookies([{ name: CONSOLE_COOKIE, value: token, domain: new URL(server.url).hostname, path: CONSOLE_HOME, httpOnly: true, sameSite: 'Strict' }]);
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.staffToken, token] as const);
    }
    await context.addInitScript(installCommitCounter);
    const tab = await context.newPage();
    await tab.goto(`${server.url}${page.path}`);
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(SETTLE_MS);
    const commits = await tab.evaluate(() => (window as unknown as CommitRecord).reactCommitCounts);
    const summary = summariseCommits(commits);
    rows.push(`| ${page.name} | ${summary.commits} | ${summary.largest} | ${summary.total} |`);
    console.log(`${page.name}: ${summary.commits} commits, largest ${summary.largest}, sum ${summary.total} (${commits.filter((count) => count > 0).join(' ')})`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nReact commits while each console page loads (${width} px; components mounted or rendered):\n`);
console.log('| page | commits | largest | sum |\n| --- | --- | --- | --- |');
console.log(rows.join('\n'));

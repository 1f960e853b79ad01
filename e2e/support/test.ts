// The browser specs' `test`: Playwright's, with one page per worker carried from test to test (decision
// 0089). A fresh context's first page load started two renderers and cost 0.95 CPU-s; a load in a page
// that already shows the site costs 0.40, and the suite's 328 tests open a context each on a 2-core
// machine that the browser keeps busy. Between tests the page is emptied as a new one would be:
//   - the last test's listeners and routes are removed;
//   - the page leaves the last test's document for the site's /healthz (same site, so the renderer
//     stays), whose unload handlers so run before the storage is cleared: cookies, localStorage,
//     sessionStorage and permissions;
//   - the window takes the test's size again.
// Left to a fresh page, as before: a test whose spec sets `test.use({ freshPage: true })` (the specs
// that count requests, read caching headers or time a first load, where a warm cache would change
// what they measure), a test after one that failed, and a test after one that gave the page an init
// script, a binding or a fake clock, none of which can be undone, or closed its context.
// A console page the server drew with the member's data (decision 0091) is on screen before its scripts
// run, as public pages are: `page.goto` and `page.reload` on such a page return once it has hydrated, as
// the public pages' specs wait with waitForHydration, so a click is not lost to a page not yet live.
import { test as base, type Browser, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';

export * from '@playwright/test';

interface SharedPage {
  /** The context options that cannot change on a live context; another set needs another context. */
  key: string;
  context: BrowserContext;
  page: Page;
  /** Given something a reset cannot take back. */
  spoilt: boolean;
}

let shared: SharedPage | undefined;

/** The page events the specs listen to; Playwright's own 'close' and 'crash' handling is left alone. */
const TEST_EVENTS = ['console', 'pageerror', 'request', 'response', 'requestfailed', 'requestfinished', 'dialog', 'popup', 'download', 'framenavigated', 'load', 'domcontentloaded', 'filechooser', 'websocket', 'worker'] as const;

/** Marks the shared page spoilt when a test calls what a reset cannot undo. */
function watchForSpoilers(entry: SharedPage) {
  const spoil = <T extends object>(target: T, methods: string[]) => {
    for (const method of methods) {
      const original = (target as Record<string, unknown>)[method] as (...args: unknown[]) => unknown;
      (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
        entry.spoilt = true;
        return original.apply(target, args);
      };
    }
  };
  spoil(entry.page, ['addInitScript', 'exposeFunction', 'exposeBinding', 'close']);
  spoil(entry.context, ['addInitScript', 'exposeFunction', 'exposeBinding', 'close', 'setOffline', 'setExtraHTTPHeaders', 'setGeolocation']);
  spoil(entry.page.clock, ['install', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'pauseAt', 'resume']);
}

/** The id of the data block of a console page drawn on the server (app/api/server-answers.ts). */
const CONSOLE_ANSWERS_ID = 'console-answers';

/** `page` with goto and reload that return once a console page drawn on the server has hydrated. */
export function hydratedConsolePages(page: Page): Page {
  const settle = async () => {
    await page.waitForFunction((id) => !document.getElementById(id) || document.documentElement.dataset.hydrated === 'true', CONSOLE_ANSWERS_ID);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await settle();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await settle();
    return response;
  };
  return page;
}

async function openShared(browser: Browser, key: string, javaScriptEnabled: boolean): Promise<SharedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const entry: SharedPage = { key, context, page: javaScriptEnabled ? hydratedConsolePages(page) : page, spoilt: false };
  watchForSpoilers(entry);
  return entry;
}

async function resetShared(entry: SharedPage, baseURL: string, viewport: ViewportSize | null) {
  const { context, page } = entry;
  for (const type of TEST_EVENTS) page.removeAllListeners(type);
  for (const type of ['page', 'request', 'response', 'requestfailed', 'requestfinished', 'console', 'dialog', 'weberror'] as const) context.removeAllListeners(type);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const extra of context.pages()) if (extra !== page) await extra.close();
  await page.goto(new URL('/healthz', baseURL).href);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  await context.clearPermissions();
  const size = page.viewportSize();
  if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) await page.setViewportSize(viewport);
}

// The fixtures' second parameter is named `provide`: the React hooks rule reads `use` as React's.
export const test = base.extend<{ freshPage: boolean }>({
  freshPage: [false, { option: true }],

  context: async ({ browser, freshPage, baseURL, viewport, isMobile, hasTouch, javaScriptEnabled }, provide, testInfo) => {
    if (freshPage || !baseURL) {
      const context = await browser.newContext();
      await provide(context);
      await context.close();
      return;
    }
    const key = JSON.stringify({ viewport, isMobile, hasTouch, javaScriptEnabled });
    if (shared && (shared.key !== key || shared.spoilt || shared.page.isClosed())) {
      await shared.context.close().catch(() => {});
      shared = undefined;
    }
    if (shared) {
      // A page the reset cannot bring back (crashed, stuck) is replaced rather than failing the test.
      await resetShared(shared, baseURL, viewport).catch(async () => {
        await shared?.context.close().catch(() => {});
        shared = undefined;
      });
    }
    shared ??= await openShared(browser, key, javaScriptEnabled !== false);
    await provide(shared.context);
    // A failed test's page is left as it was for its screenshot, and not reused.
    if (testInfo.status !== testInfo.expectedStatus) shared.spoilt = true;
  },

  page: async ({ context, javaScriptEnabled }, provide) => {
    if (shared?.context === context) return provide(shared.page);
    const page = await context.newPage();
    await provide(javaScriptEnabled === false ? page : hydratedConsolePages(page));
  },
});

// Checks every page-level spec makes: no horizontal scrolling at the current width, and no serious or
// critical axe violations. (`@axe-core/playwright` needs a page from `browser.newContext()`, which
// Playwright's `page` fixture is.)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { severeAxeViolations } from './axe-rules.ts';
import { limit } from './time-limits.ts';

/**
 * One mark per page template scanned by axe in this run (e2e/support/global-setup.ts empties it), shared
 * by the workers: a template is scanned once per run, by whichever test reaches it first.
 */
export const AXE_SCANNED_DIR = path.resolve('e2e-artifacts', 'axe-scanned');

/**
 * The page is no wider than the window, once it has answered the window's size: after
 * `setViewportSize`, charts and tables take their new width from a ResizeObserver a frame or more
 * later (seen: "page is 1118px wide in a 375px window" read at once on a busy machine).
 */
export async function expectNoHorizontalScroll(page: Page, { soft = false, where }: { soft?: boolean; where?: string } = {}) {
  // Soft: a walk over many pages records the failure and goes on to the next page.
  await expect.configure({ soft })(async () => {
    const sizes = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(sizes.scrollWidth, `page is ${sizes.scrollWidth}px wide in a ${sizes.innerWidth}px window`).toBeLessThanOrEqual(sizes.innerWidth);
  }, where).toPass({ timeout: limit(10_000) });
}

/**
 * An open drawer or dialog at the current width: wholly inside the window, and its body does not
 * scroll sideways (a table in it scrolls inside its own box). Waits for the opening animation first.
 */
export async function expectFitsWindow(panel: Locator) {
  await panelAtRest(panel);
  const sizes = await panel.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const body = element.querySelector('.ant-drawer-body, .ant-modal-body') ?? element;
    return { left: box.left, right: box.right, innerWidth: window.innerWidth, scrollWidth: body.scrollWidth, clientWidth: body.clientWidth };
  });
  expect(sizes.left, `panel starts at ${sizes.left}px`).toBeGreaterThanOrEqual(0);
  expect(sizes.right, `panel ends at ${sizes.right}px in a ${sizes.innerWidth}px window`).toBeLessThanOrEqual(sizes.innerWidth);
  expect(sizes.scrollWidth, `panel body is ${sizes.scrollWidth}px wide in ${sizes.clientWidth}px`).toBeLessThanOrEqual(sizes.clientWidth);
}

/**
 * Answers an antd Popconfirm with its OK button once the popover has come to rest, and waits for it to
 * close. A click while it was still zooming in was seen to miss: the popover stayed open, its OK button
 * never loading, and `onConfirm` never ran (admin-customers, a busy CI run).
 */
export async function confirmPopover(page: Page, ok: string) {
  const button = page.getByRole('button', { name: ok, exact: true });
  const popover = page.getByRole('tooltip').filter({ has: button });
  await panelAtRest(popover);
  await popover.getByRole('button', { name: ok, exact: true }).click();
  await expect(popover).toBeHidden();
}

/**
 * Answers an antd confirm dialog (Modal.confirm) with one of its buttons once it has come to rest, and
 * waits for it to close. As with a Popconfirm, a press while it zoomed in was seen to miss: the dialog
 * stayed open and its answer never ran (order-guide's 继续添加样本, a busy CI run).
 */
export async function answerConfirmDialog(page: Page, button: string) {
  const dialog = page.locator('.ant-modal-confirm');
  await panelAtRest(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Waits until an opening drawer or dialog has come to rest. antd moves it in steps, one a frame: the
 * motion classes (`…-enter`, `…-appear`) go on first and the transition starts a frame or two later,
 * so "no animation running" alone can be read before it starts, with the panel still off screen
 * (seen: "panel ends at 1488px in a 768px window"). At rest = no motion class on the panel or around
 * it, no finite animation running, and the same box three looks in a row, 20 ms apart.
 */
export async function panelAtRest(panel: Locator) {
  const page = panel.page();
  let last = '';
  let still = 0;
  while (still < 3) {
    const quiet = await page.evaluate(noFiniteMotion);
    const look = await panel.evaluate((element) => {
      const moving = /(^|\s)\S+-(appear|enter|leave)(-prepare|-start|-active)?(\s|$)/;
      let marked = false;
      for (let node: Element | null = element; node; node = node.parentElement) marked ||= moving.test(node.className.toString());
      const box = element.getBoundingClientRect();
      return { marked, box: `${box.left} ${box.top} ${box.right} ${box.bottom}` };
    });
    still = quiet && !look.marked && look.box === last ? still + 1 : 0;
    last = look.box;
    // Timers, not animation frames: a page behind another tab (a preview opened and closed) gets
    // frames rarely, and its panel is still measured.
    if (still < 3) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * In the page: no finite animation or transition is running. Spinners never end, so they do not count.
 * The one test of motion for panelAtRest and settleTransitions; self-contained, as the page runs it.
 */
function noFiniteMotion(): boolean {
  return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
}

/**
 * Waits until no finite animation or transition is running: axe measures colours as they are at that
 * instant, and a button still fading in after hydration reads as a contrast failure.
 */
export async function settleTransitions(page: Page) {
  await page.waitForFunction(noFiniteMotion);
}

/**
 * The page template a scan stands for: the path with numeric segments as `:id` (the query, which picks
 * an item of the same template, left out), phone or desktop width, and the part scanned.
 */
export function axeTemplateKey(url: string, width: number, include?: string): string {
  const pathname = new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  return `${pathname} ${width < 768 ? 'phone' : 'desktop'}${include ? ` ${include}` : ''}`;
}

const markFor = (key: string) => path.join(AXE_SCANNED_DIR, createHash('sha256').update(key).digest('hex').slice(0, 24));

/**
 * No serious or critical axe violation on this page template (once per run: see AXE_SCANNED_DIR).
 * `include`: a selector to check only part of the page, e.g. an open dialog (the mask dims the rest).
 * The mark is written only after a clean scan, so a failed scan is scanned again on the retry.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const key = axeTemplateKey(page.url(), page.viewportSize()?.width ?? 1366, include);
  if (fs.existsSync(markFor(key))) return;
  await settleTransitions(page);
  const serious = await severeAxeViolations(page, include);
  expect(serious, serious.join('\n')).toEqual([]);
  fs.mkdirSync(AXE_SCANNED_DIR, { recursive: true });
  fs.writeFileSync(markFor(key), `${key}\n${test.info().titlePath.join(' › ')}\n`);
}

/** Waits until React has hydrated the server-rendered page and its lazy islands (all but those loaded when near the screen hold up `data-hydrated`: app/components/lazy-island.tsx), so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Whether the page applied antd's whole stylesheet (1 MB to parse and apply on a phone), which a page
 * does when its scripts show an antd class the inlined rules do not cover (app/critical-css/deferred-styles.ts).
 * The stylesheet's prefetch link does not count: fetched at low priority, it is never parsed.
 */
export async function appliedAntdStylesheet(page: Page): Promise<boolean> {
  return (await page.locator('link[rel="stylesheet"][href*="/assets/antd-"]').count()) > 0;
}

/**
 * Scrolls to an island whose code comes when it nears the screen and waits until it is live: the
 * mark is on the island's box (app/components/lazy-island.tsx), `island` or the nearest around it.
 */
export async function waitForDeferredIsland(island: Locator) {
  await island.scrollIntoViewIfNeeded();
  await expect(island.locator('xpath=ancestor-or-self::*[@data-island][1]')).toHaveAttribute('data-island', 'live');
}

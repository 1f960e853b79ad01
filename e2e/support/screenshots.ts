// The look-over screenshots a person reviews (full pages and open panels at 1366 and 375 px). They are
// taken only by `npm run screenshots` (E2E_SCREENSHOTS=1): nobody's test run waits for them. A failed
// test keeps its own screenshot and trace either way (playwright.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';

// Playwright empties its output folder at every run; these screenshots stay beside it for review.
const screenshotDir = path.resolve('e2e-artifacts', 'screenshots');

/** Whether this run takes the look-over screenshots (`npm run screenshots`). */
export const takingScreenshots = process.env.E2E_SCREENSHOTS === '1';

/** Saves a full-page screenshot under e2e-artifacts/screenshots and attaches it to the report. */
export async function saveFullPageScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await save(page, testInfo, name, true);
}

/** The window only: for an open drawer or dialog, which a full-page shot would show over a long page. */
export async function saveWindowScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await save(page, testInfo, name, false);
}

/** One element (a header, a card) as it looks. */
export async function saveElementScreenshot(element: Locator, testInfo: TestInfo, name: string) {
  if (!takingScreenshots) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await element.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function save(page: Page, testInfo: TestInfo, name: string, fullPage: boolean) {
  if (!takingScreenshots) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

// Playwright empties its output folder at every run; these screenshots stay beside it for review.
const screenshotDir = path.resolve('e2e-artifacts', 'screenshots');

/** Saves a full-page screenshot under e2e-artifacts/screenshots and attaches it to the report. */
export async function saveFullPageScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await save(page, testInfo, name, true);
}

/** The window only: for an open drawer or dialog, which a full-page shot would show over a long page. */
export async function saveWindowScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await save(page, testInfo, name, false);
}

async function save(page: Page, testInfo: TestInfo, name: string, fullPage: boolean) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

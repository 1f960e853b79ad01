import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

// Playwright empties its output folder at every run; these screenshots stay beside it for review.
const screenshotDir = path.resolve('e2e-artifacts', 'screenshots');

/** Saves a full-page screenshot under e2e-artifacts/screenshots and attaches it to the report. */
export async function saveFullPageScreenshot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

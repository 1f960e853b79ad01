// The browser tests' axe scan runs only the rules that can fail it (axe-rules.ts): on a page with
// violations of every impact, it reports exactly the serious and critical ones a full scan reports.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeRules, SEVERE_AXE_RULES, SEVERE_IMPACTS, severeAxeViolations } from './axe-rules.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-flags.ts';

// Serious and critical: an image without a text alternative, a nameless button, pale text, a field
// without a label. Moderate: content outside any landmark, a heading level skipped, no h1.
const FLAWED_PAGE = `<!doctype html><html lang="zh-CN"><head><title>检查</title></head><body>
  <h3>质粒目录</h3>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
  <button type="button"></button>
  <p style="color:#bbb;background:#fff">浅色的说明文字</p>
  <input type="text">
</body></html>`;

describe('the serious and critical axe rules', () => {
  it('are what a default scan runs, less every rule whose impact is minor or moderate', () => {
    const enabled = axeRules().filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'));
    // A rule without its own impact would take its checks' impacts, and could not be left out.
    expect(enabled.filter((rule) => !rule.impact).map((rule) => rule.id)).toEqual([]);
    expect(SEVERE_AXE_RULES).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'button-name', 'label', 'link-name', 'aria-required-attr']));
    for (const id of ['region', 'heading-order', 'page-has-heading-one', 'landmark-one-main']) expect(SEVERE_AXE_RULES).not.toContain(id);
    expect(SEVERE_AXE_RULES.length).toBeLessThan(enabled.length);
  });

  it('come from the axe-core that @axe-core/playwright injects', () => {
    const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core');
    expect(fromBuilder).toBe(createRequire(import.meta.url).resolve('axe-core'));
  });
});

describe.skipIf(!fs.existsSync(CHROMIUM_PATH))('severeAxeViolations on a flawed page', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    page = await (await browser.newContext()).newPage();
    await page.setContent(FLAWED_PAGE);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reports the same serious and critical violations as a full scan, and nothing milder', async () => {
    const full = await new AxeBuilder({ page }).analyze();
    const impacts = new Set(full.violations.map((violation) => violation.impact));
    // The page has violations on both sides of the line, so the comparison means something.
    expect([...impacts]).toEqual(expect.arrayContaining(['critical', 'serious', 'moderate']));
    const expected = full.violations
      .filter((violation) => (SEVERE_IMPACTS as readonly string[]).includes(violation.impact ?? ''))
      .map((violation) => violation.id)
      .toSorted();
    expect(expected).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'image-alt', 'label']));

    const lines = await severeAxeViolations(page);
    expect(lines.map((line) => line.split(' ')[1]!.replace(/:$/, '')).toSorted()).toEqual(expected);
    expect(lines.find((line) => line.includes('image-alt'))).toMatch(/^critical image-alt: .+ \(img\)$/);
  });

  it('scans only the part asked for', async () => {
    const lines = await severeAxeViolations(page, 'button');
    expect(lines.map((line) => line.split(' ')[1])).toEqual(['button-name:']);
  });
});

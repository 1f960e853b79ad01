// Checks of an English page (/en/…): its visible text carries no Chinese, it says lang="en".
import { expect, type Page } from '@playwright/test';

export const CHINESE = /[\u4e00-\u9fff]/;

/** Lines of the page's visible text that hold Chinese (nothing is excluded). */
export async function chineseText(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.split('\n').filter((line) => CHINESE.test(line));
}

/** The page's title and meta description, where they hold Chinese. */
export async function chineseMeta(page: Page): Promise<string[]> {
  const meta = await page.evaluate(() => [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '']);
  return meta.filter((text) => CHINESE.test(text));
}

/** The page is English: lang="en" and no Chinese in what a visitor reads, its title or description. */
export async function expectEnglishPage(page: Page, what = page.url()): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await chineseText(page), `Chinese text on ${what}`).toEqual([]);
  expect(await chineseMeta(page), `Chinese title or description on ${what}`).toEqual([]);
}

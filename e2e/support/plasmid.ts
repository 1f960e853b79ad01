// Helpers of the plasmid specs: the list call as the browser's expectations (what the server says a
// filtered page holds), hydration, accessibility and horizontal-scroll checks.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const LIST_PATH = '/plasmidPlatform/plasmidPlatformList';
export const INDEX_PATH = '/plasmidPlatform/plasmidPlatformIndex';

export interface ListAnswer {
  total: number;
  data: Array<{ id: number; name: string; itemNo: string; labels: Record<string, string> }>;
}

/** What /api/v1/zhili/index answers for the given parameters. */
export async function listCall(request: APIRequestContext, params: Record<string, string | number> = {}): Promise<ListAnswer> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await request.post(`/api/v1/zhili/index?${qs}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: ListAnswer };
  expect(body.code).toBe(200);
  return body.data;
}

export { expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForHydration } from './page-checks.ts';

/** The number in 共找到 N 个质粒. */
export async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('plasmid-count').textContent()) ?? '';
  const match = /共找到\s*(\d+)\s*个质粒/.exec(text);
  expect(match, `count text "${text}"`).not.toBeNull();
  return Number(match![1]);
}

/** The item numbers of the rows shown (table on wide screens, cards on phones). */
export async function shownItemNumbers(page: Page, phone = false): Promise<string[]> {
  if (phone) {
    const texts = await page.getByTestId('plasmid-card').locator('.plasmid-card__item').allTextContents();
    return texts.map((t) => t.replace('货号：', '').trim());
  }
  return (await page.getByTestId('plasmid-row-item').allTextContents()).map((t) => t.trim());
}

/** The SEO tags every plasmid page carries. */
export async function expectSeo(page: Page, title: RegExp, canonicalPath: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /质粒/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).not.toBeNull();
  const url = new URL(canonical!);
  expect(url.protocol).toMatch(/^https?:$/);
  expect(`${url.pathname}${url.search}`).toBe(canonicalPath);
}

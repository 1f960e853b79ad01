// The English about, recruitment and search-detail pages (/en/contactUS, the recruitment lists, a job,
// a search detail of each kind) at 1366 and 375 px: lang="en", no Chinese a visitor reads, no sideways
// scrolling, and every site link stays under /en. The only Chinese allowed in the document is the
// language switch naming Chinese in Chinese (marked lang="zh-CN"). The booking form of a service page
// answers an empty submit with English messages. Screenshots are saved for review.
import { expect, test, type Page } from './support/test.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll, waitForDeferredIsland, waitForHydration } from './support/page-checks.ts';
import { CHINESE, expectEnglishPage } from './support/english-checks.ts';

const FIXED_PAGES = [
  '/en/contactUS',
  '/en/contactUs/enterpriseRecruitment',
  '/en/contactUs/schoolRecruitment',
  '/en/recruitment/enterprise',
  '/en/recruitment/school',
];

/** English keywords whose results hold a hit of each kind (seeded English text, shared plasmid names). */
const SEARCH_KINDS = [
  ['news', 'Symposium'],
  ['product', 'HeLa'],
  ['plasmid', 'pX330'],
] as const;

/** The first detail link of `kind` among the English results for `keyword`. */
async function searchDetailHref(page: Page, kind: string, keyword: string): Promise<string> {
  await page.goto(`/en/searchResult?keyword=${encodeURIComponent(keyword)}`);
  const href = await page.locator(`a[href^="/en/searchResultDetail?kind=${kind}&"]`).first().getAttribute('href');
  expect(href, `an English ${kind} hit for ${keyword}`).toBeTruthy();
  return href!;
}

async function firstJobHref(page: Page): Promise<string> {
  await page.goto('/en/recruitment/enterprise');
  const href = await page.locator('.job-list__table a[href^="/en/talentRecruitmentDetail?key="]').first().getAttribute('href');
  expect(href, 'an English job link').toBeTruthy();
  return href!;
}

/** Site links (not the other language's switch, marked lang="zh-CN") stay on the English site. */
async function expectLinksUnderEn(page: Page, route: string) {
  const hrefs = await page.locator('a[href^="/"]:not([lang="zh-CN"])').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !/^\/en(\/|\?|$)/.test(href) && !href.startsWith('/uploads/') && !href.startsWith('/api/')), `links off /en on ${route}`).toEqual([]);
}

/** Chinese anywhere in the document's text (hidden parts too) is only a language naming itself. */
async function chineseOutsideLanguageNames(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const chinese = new RegExp(source);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, [lang="zh-CN"]')) continue;
      if (chinese.test(node.textContent ?? '')) found.push(node.textContent!.trim());
    }
    return found;
  }, CHINESE.source);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`English about, recruitment, job and search-detail pages at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const routes = [...FIXED_PAGES, await firstJobHref(page)];
    for (const [kind, keyword] of SEARCH_KINDS) routes.push(await searchDetailHref(page, kind, keyword));

    for (const route of routes) {
      await page.goto(route);
      await waitForHydration(page);
      await expectEnglishPage(page, route);
      expect(await chineseOutsideLanguageNames(page), `Chinese in the document of ${route}`).toEqual([]);
      await expectNoHorizontalScroll(page);
      await expectLinksUnderEn(page, route);
      // Introductions are rich text: shown as HTML, never as visible tags.
      if (route.includes('searchResultDetail')) await expect(page.locator('.search-detail__body')).not.toContainText('</');
      const name = route.replace(/^\/en\//, '').replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '');
      await saveFullPageScreenshot(page, testInfo, `english-about-${viewport.width}-${name}`);
    }
  });
}

test('/en/recruitment opens the English enterprise list', async ({ page }) => {
  await page.goto('/en/recruitment');
  await expect(page).toHaveURL(/\/en\/recruitment\/enterprise$/);
  await expectEnglishPage(page);
});

test('a job read from its English list goes back to that list, in English', async ({ page }) => {
  await page.goto('/en/contactUs/schoolRecruitment');
  await waitForHydration(page);
  const job = page.locator('.job-list__table a[href^="/en/talentRecruitmentDetail?key="]').first();
  const title = (await job.textContent())!.trim();
  await job.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('job-back')).toHaveText('Back to Graduate recruitment');
  await page.getByTestId('job-back').click();
  await expect(page).toHaveURL(/\/en\/contactUs\/schoolRecruitment$/);
});

test('a search detail links on to the item\'s own English page', async ({ page }) => {
  await page.goto(await searchDetailHref(page, 'plasmid', 'pX330'));
  await expect(page.locator('.search-card__kind')).toHaveText('Plasmid');
  await expect(page.getByRole('link', { name: 'See the full page' })).toHaveAttribute('href', /^\/en\/plasmidPlatformDetail\?listId=\d+$/);
});

test('the booking form of an English service page answers an empty submit in English', async ({ page }, testInfo) => {
  await page.goto('/en/dynamicDetail?id=11');
  await waitForHydration(page);
  const form = page.getByTestId('booking-form');
  await waitForDeferredIsland(form);
  await form.getByTestId('booking-submit').click();
  for (const text of ['Please enter your name!', 'Please enter your mobile number!', 'Please enter your e-mail address!', 'Please enter the verification code!']) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await form.getByLabel('Mobile number').fill('12345678901');
  await form.getByLabel('E-mail').fill('lab@example');
  await expect(form.getByText('Please enter a valid mobile number')).toBeVisible();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expectEnglishPage(page);
  await saveFullPageScreenshot(page, testInfo, 'english-about-booking-messages');
});

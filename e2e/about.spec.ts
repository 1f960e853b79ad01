// The about/contact page and recruitment on the production build with the demo seed: sections and
// counters at 1366 and 375 px, the server HTML without JavaScript, the recruitment redirect, both
// lists with their detail pages and back arrow, the 404 for an unknown posting, and accessibility.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, waitForHydration } from './support/page-checks.ts';
import { limit } from './support/time-limits.ts';

interface Counters {
  keyanyuansuo: number;
  jishugongsi: number;
  xiangmujinyan: number;
  geleiyangben: number;
}

interface Job {
  id: number;
  title: string;
}

async function about(request: APIRequestContext): Promise<{ title: string; counters: Counters }> {
  const response = await request.post('/api/v1/article/guanyu');
  const body = (await response.json()) as { code: number; data: { info: { title: string; counters: Counters } } };
  expect(body.code).toBe(200);
  return body.data.info;
}

async function jobs(request: APIRequestContext, type: 0 | 1): Promise<{ data: Job[]; total: number }> {
  const response = await request.post('/api/v1/article/zhaopin', { data: { type, page: 1, size: 10 } });
  const body = (await response.json()) as { code: number; data: { info: { data: Job[]; total: number } } };
  expect(body.code).toBe(200);
  expect(body.data.info.total, 'the demo seed has postings of both types').toBeGreaterThan(0);
  return body.data.info;
}

const COUNTER_KEYS = ['keyanyuansuo', 'jishugongsi', 'xiangmujinyan', 'geleiyangben'] as const;

async function checkContactPage(page: Page, request: APIRequestContext) {
  const info = await about(request);
  const response = await page.goto('/contactUS');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(info.title));
  for (const id of ['intro', 'platform', 'postdoc', 'welfare', 'contact', 'wechat', 'recruitment-menu']) {
    await expect(page.getByTestId(`about-${id}`)).toBeVisible();
  }
  await expect(page.getByTestId('about-hotlines')).toBeVisible();
  await expect(page.getByTestId('about-mailboxes')).toContainText('@');
  const menu = page.getByTestId('about-recruitment-menu');
  await expect(menu.getByRole('link', { name: '社会招聘' })).toHaveAttribute('href', '/recruitment/enterprise');
  await expect(menu.getByRole('link', { name: '校园招聘' })).toHaveAttribute('href', '/recruitment/school');
  for (const key of COUNTER_KEYS) {
    const counter = page.getByTestId(`counter-${key}`);
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toContainText('+');
    await expect(counter.locator('.about-figures__number')).toHaveText(String(info.counters[key]), { timeout: limit(20_000) });
  }
  await expectNoHorizontalScroll(page);
}

test.describe('desktop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('/contactUS shows every section and the counters reach their values', async ({ page, request }, testInfo) => {
    await checkContactPage(page, request);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'contact-us-1366');
  });

  test('/contactUs is the same page; its recruitment sub-routes list the postings', async ({ page, request }) => {
    await page.goto('/contactUs');
    await expect(page.getByTestId('contact-us')).toBeVisible();
    const school = await jobs(request, 1);
    await page.goto('/contactUs/schoolRecruitment');
    await expect(page.getByTestId('job-list').getByRole('link', { name: school.data[0]!.title }).first()).toBeVisible();
    await expect(page.getByTestId('about-menu').getByRole('link', { name: '关于我们' })).toBeVisible();
  });

  test('/recruitment redirects to the enterprise list', async ({ page, request }) => {
    const response = await request.get('/recruitment', { maxRedirects: 0 });
    expect([301, 302]).toContain(response.status());
    expect(response.headers().location).toBe('/recruitment/enterprise');
    await page.goto('/recruitment');
    await expect(page).toHaveURL(/\/recruitment\/enterprise$/);
    await expect(page.getByTestId('recruitment-enterprise')).toBeVisible();
  });

  for (const [type, path, name] of [
    [0, '/recruitment/enterprise', 'enterprise'],
    [1, '/recruitment/school', 'school'],
  ] as const) {
    test(`${path}: table, detail with body, back arrow`, async ({ page, request }, testInfo) => {
      const list = await jobs(request, type);
      await page.goto(path);
      await waitForHydration(page);
      const table = page.locator('.job-list__table');
      for (const header of ['职位名称', '职位类别', '工作地点', '招聘人数', '发布时间']) {
        await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
      }
      await expect(table.getByRole('row')).toHaveCount(Math.min(list.total, 10) + 1);
      await expect(table.getByText(/^\d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await saveFullPageScreenshot(page, testInfo, `recruitment-${name}-1366`);

      const first = list.data[0]!;
      await table.getByRole('link', { name: first.title }).click();
      await expect(page).toHaveURL(new RegExp(`/talentRecruitmentDetail\\?key=${first.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
      await expect(page.getByTestId('job-body')).toContainText('岗位职责');
      await expect(page).toHaveTitle(new RegExp(first.title));
      await expectNoSeriousAxeViolations(page);
      await saveFullPageScreenshot(page, testInfo, `talent-detail-${name}-1366`);
      await page.getByTestId('job-back').click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('the detail reloads when key changes, and an unknown key is a 404 page', async ({ page, request }) => {
    const list = await jobs(request, 0);
    const [a, b] = list.data;
    await page.goto('/recruitment/enterprise');
    await waitForHydration(page);
    const table = page.locator('.job-list__table');
    await table.getByRole('link', { name: a!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: a!.title })).toBeVisible();
    // Client-side: back to the list, then another posting; the same route shows the new key's data.
    await page.goBack();
    await table.getByRole('link', { name: b!.title }).click();
    await expect(page).toHaveURL(new RegExp(`key=${b!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: b!.title })).toBeVisible();
    await page.goto(`/talentRecruitmentDetail?key=${b!.id}`);
    // Default back target without history: the list of the posting's type.
    await expect(page.getByTestId('job-back')).toHaveAttribute('href', '/recruitment/enterprise');

    for (const key of ['999999', 'abc', '']) {
      const response = await page.goto(`/talentRecruitmentDetail?key=${key}`);
      expect(response?.status(), key).toBe(404);
      await expect(page.getByText('页面不存在').first()).toBeVisible();
    }
  });

  test('paging through the query string: size 50 shows every enterprise posting', async ({ page, request }) => {
    const list = await jobs(request, 0);
    const response = await page.goto('/recruitment/enterprise?size=50');
    expect(response?.status()).toBe(200);
    await expect(page.locator('.job-list__table').getByRole('row')).toHaveCount(Math.min(list.total, 50) + 1);
  });
});

test.describe('phone 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('/contactUS: sections, counters and no horizontal scroll', async ({ page, request }, testInfo) => {
    await checkContactPage(page, request);
    await expectNoSeriousAxeViolations(page);
    await saveFullPageScreenshot(page, testInfo, 'contact-us-375');
  });

  test('recruitment lists are cards on phones', async ({ page, request }, testInfo) => {
    const list = await jobs(request, 1);
    await page.goto('/recruitment/school');
    await waitForHydration(page);
    const layout = await page.evaluate(() => ({
      width: window.innerWidth,
      display: getComputedStyle(document.querySelector('.job-list__table')!).display,
    }));
    expect(layout, JSON.stringify(layout)).toEqual({ width: 375, display: 'none' });
    await expect(page.locator('.job-list__table')).toBeHidden();
    const cards = page.locator('.job-list__cards');
    await expect(cards.getByRole('link', { name: list.data[0]!.title })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveFullPageScreenshot(page, testInfo, 'recruitment-school-375');
    await cards.getByRole('link', { name: list.data[0]!.title }).click();
    await expect(page.getByTestId('job-body')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByTestId('job-back').click();
    await expect(page).toHaveURL(/\/recruitment\/school$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML of /contactUS holds the introduction and the final counter values', async ({ page, request }) => {
    const info = await about(request);
    const html = await (await request.get('/contactUS')).text();
    expect(html).toContain(info.title);
    for (const key of COUNTER_KEYS) expect(html).toContain(`data-value="${info.counters[key]}"`);
    await page.goto('/contactUS');
    await expect(page.getByTestId('about-intro')).toBeVisible();
    for (const key of COUNTER_KEYS) {
      await expect(page.getByTestId(`counter-${key}`).locator('.about-figures__number')).toHaveText(String(info.counters[key]));
    }
  });
});

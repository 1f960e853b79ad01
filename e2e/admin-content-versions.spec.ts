// Content history and scheduled publishing in the console (issue 35, points 7 and 8). An editor opens a
// news item's 历史版本: who changed what, field by field (the body as struck and added text), and
// restores the first version in one click; the public page shows it at once. An editor schedules a news
// item: before its publication time it is on neither the Chinese nor the English site, and the drawer
// keeps the time; a take-down before the publication is refused by the form. The worker's side (the
// item published at its time, caches dropped) runs on the injected clock in
// server/modules/schedule/schedule-api.test.ts. The history drawer and the schedule fields at 1366 and 375.
import { expect, test, type Page } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { confirmPopover, expectFitsWindow, expectNoHorizontalScroll } from './support/page-checks.ts';
import { saveWindowScreenshot } from './support/screenshots.ts';
import { adminPost, staffSignIn } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const EDITOR = { email: `history-${stamp}@e2e.example.com`, name: '陈编辑', password: 'Editor#2026hist' };
const OTHER = { email: `history2-${stamp}@e2e.example.com`, name: '林编辑', password: 'Editor#2026hist' };
let token = '';
let otherToken = '';
let newsTid = 0;
let newsCategory = '';

test.beforeAll(async ({ request }) => {
  const login = await adminPost(request, '/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200, data: { step: 'done' } });
  for (const member of [EDITOR, OTHER]) {
    const added = await adminPost(request, '/staff/add', { ...member, roles: ['editor'] }, login.data.token);
    expect(added, JSON.stringify(added)).toMatchObject({ code: 200 });
  }
  token = (await adminPost(request, '/auth/login', { email: EDITOR.email, password: EDITOR.password })).data.token;
  otherToken = (await adminPost(request, '/auth/login', { email: OTHER.email, password: OTHER.password })).data.token;
  const categories = await adminPost(request, '/content/news/categories', {}, token);
  const category = categories.data.find((c: { type: number }) => c.type === 6);
  newsTid = category.id;
  newsCategory = category.catname;
});

const openNews = async (page: Page, title: string) => {
  await page.goto(`/admin/content/news?keyword=${encodeURIComponent(title)}`);
  await page.getByTestId('content-table').getByRole('button', { name: title }).click();
  await expect(page.getByTestId('news-form')).toBeVisible();
};

test('an editor sees who changed which field and restores the first version; the public page shows it', async ({ page, request }, testInfo) => {
  const first = `细胞系构建服务升级 ${stamp}`;
  const second = `细胞系构建服务全面升级 ${stamp}`;
  const item = { tid: newsTid, title: first, litpic: '', description: '', body: '<p>交付周期为六周。</p>', keywords: '', is_index: 0, status: 1, create_time: '2026-03-05 09:30' };
  const created = await adminPost(request, '/content/news/add', item, token);
  expect(created, JSON.stringify(created)).toMatchObject({ code: 200 });
  const id = created.data.id;
  expect(await adminPost(request, '/content/news/update', { ...item, id, title: second, body: '<p>交付周期缩短为四周。</p>' }, otherToken)).toMatchObject({ code: 200 });
  const publicUrl = `/newsCenter/newsCenterDetail?newsId=${id}`;

  await staffSignIn(page, EDITOR);
  await openNews(page, second);
  await page.getByTestId('history-open').click();
  const history = page.getByTestId('history-drawer');
  const latest = history.getByTestId('version-2');
  await expect(latest).toContainText('修改');
  await expect(latest).toContainText('林编辑');
  await expect(latest).toContainText('当前');
  await expect(latest).toContainText('标题');
  await expect(latest.getByRole('deletion').filter({ hasText: first })).toBeVisible();
  await expect(latest.getByRole('insertion').filter({ hasText: second })).toBeVisible();
  // The body as text: only what changed is struck and added.
  const body = latest.getByTestId('version-text-diff');
  await expect(body.getByRole('deletion')).toHaveText(['六']);
  await expect(body.getByRole('insertion')).toHaveText(['缩短', '四']);
  await expect(history.getByTestId('version-1')).toContainText('新建');
  await expect(history.getByTestId('version-1')).toContainText('陈编辑');
  await saveWindowScreenshot(page, testInfo, 'admin-content-history-1366');

  await history.getByTestId('version-restore-1').click();
  await confirmPopover(page, '恢复');
  await expect(page.getByText('已恢复为版本 1')).toBeVisible();
  const restored = history.getByTestId('version-3');
  await expect(restored).toContainText('恢复为版本 1');
  await expect(restored).toContainText('陈编辑');
  await expect(restored.getByRole('insertion').filter({ hasText: first })).toBeVisible();
  // The form behind shows the restored item. Closed with its button: antd gives Escape to the portal
  // opened last, and the confirmation's popover stays that until its closing motion has ended (a
  // press then reached neither drawer once in a full run).
  await history.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(history).toBeHidden();
  await expect(page.getByTestId('news-form').getByLabel('标题', { exact: true })).toHaveValue(first);

  await page.goto(publicUrl);
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  await expect(page.getByText('交付周期为六周。')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await openNews(page, first);
  await page.getByTestId('history-open').click();
  await expect(history.getByTestId('version-3')).toBeVisible();
  await expectFitsWindow(page.getByRole('dialog', { name: '历史版本' }));
  await expectNoHorizontalScroll(page);
  await saveWindowScreenshot(page, testInfo, 'admin-content-history-375');
});

test('a news item scheduled for later is on neither site before its time; the drawer keeps the time', async ({ page, request }, testInfo) => {
  const title = `年度技术研讨会预告 ${stamp}`;
  await staffSignIn(page, EDITOR);
  await page.goto('/admin/content/news');
  await page.getByTestId('news-add').click();
  const drawer = page.getByTestId('news-form');
  await chooseOption(page, drawer.getByLabel('栏目'), newsCategory);
  await drawer.getByLabel('标题', { exact: true }).fill(title);
  await drawer.getByLabel('English title').fill(`Annual symposium ${stamp}`);
  await page.getByTestId('rte-content').first().click();
  await page.keyboard.type('研讨会将在杭州举行。');
  // A far-off time, so no test depends on the wall clock.
  await page.getByTestId('news-publish-at').fill('2099-01-01 09:00');
  await page.getByTestId('news-unpublish-at').fill('2098-12-31 09:00');
  await page.getByTestId('news-save').click();
  await expect(drawer.getByText('定时下线时间须晚于定时发布时间')).toBeVisible();
  await page.getByTestId('news-unpublish-at').fill('');
  await page.getByTestId('news-save').click();
  await expect(page.getByText('已添加')).toBeVisible();

  const listed = await adminPost(request, '/content/news/list', { keyword: title }, token);
  const item = listed.data.data[0];
  expect(item).toMatchObject({ status: 1, publish_at: '2099-01-01T01:00:00.000Z', unpublish_at: null });
  for (const url of [`/newsCenter/newsCenterDetail?newsId=${item.id}`, `/en/newsCenter/newsCenterDetail?newsId=${item.id}`]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  const list = await request.get(`/newsCenter?type=${newsTid}`);
  expect(await list.text()).not.toContain(title);

  await openNews(page, title);
  await expect(page.getByTestId('news-publish-at')).toHaveValue(/^2099-01-01 09:00/);
  await page.getByTestId('news-publish-at').scrollIntoViewIfNeeded();
  await saveWindowScreenshot(page, testInfo, 'admin-content-schedule-1366');
  await page.setViewportSize({ width: 375, height: 812 });
  await openNews(page, title);
  await page.getByTestId('news-publish-at').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('news-publish-at')).toBeVisible();
  await expectFitsWindow(page.getByRole('dialog'));
  await expectNoHorizontalScroll(page);
  await saveWindowScreenshot(page, testInfo, 'admin-content-schedule-375');
});

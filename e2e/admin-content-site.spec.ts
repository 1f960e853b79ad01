// The console's category tree (issue 14): an editor (added by the first admin) adds a category under a
// top-level one from 栏目, and the public menu shows it at the next page load; renaming it shows the
// new name at once; hiding it takes it out of the menu, and its 预览 opens its page as the public would
// see it, in the menu too, while without the token the page is not there; deleting it takes it away.
// Screenshots of the console page at 1366 and 768 px and of the category's preview.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot } from './support/screenshots.ts';
import { E2E_ADMIN } from './support/test-server.ts';

const EDITOR = { email: `editor-${Date.now()}@e2e.example.com`, name: '周编辑', password: 'Edit#2026site' };

async function adminPost(request: APIRequestContext, path: string, body: Record<string, unknown>, token?: string) {
  const response = await request.post(`/api/admin/v1${path}`, { data: body, headers: token ? { authentication: token } : {} });
  return response.json();
}

/** The dropdown of a top-level entry in the public desktop menu, read from a fresh page load. */
async function publicDropdown(page: Page, top: string) {
  await page.goto('/');
  // The dropdown is hidden until hover; its text is in the server-rendered page all the same.
  return page.getByTestId('site-nav').locator(`ul[aria-label="${top}"]`);
}

test('an editor adds and renames a category; the public menu shows it at once', async ({ browser, request }, testInfo) => {
  const login = await adminPost(request, '/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200, data: { step: 'done' } });
  expect(await adminPost(request, '/staff/add', { ...EDITOR, roles: ['editor'] }, login.data.token)).toMatchObject({ code: 200 });

  const nav = (await (await request.post('/api/v1/category/index')).json()).data as Array<{ catname: string; childs: unknown[] }>;
  const top = nav.find((n) => n.childs.length > 0) ?? nav[0];
  const added = `E2E新栏目${Date.now() % 100000}`;
  const renamed = `${added}改`;

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('邮箱').fill(EDITOR.email);
  await page.getByLabel('密码').fill(EDITOR.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('console-member')).toBeVisible();
  await page.getByRole('link', { name: '栏目', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/categories$/);

  const rowOf = (name: string) => page.locator('tr.ant-table-row', { has: page.getByText(name, { exact: true }) }).first();
  await rowOf(top.catname).getByRole('button', { name: '添加下级' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('添加栏目');
  await drawer.getByLabel('栏目名称').fill(added);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(rowOf(added)).toBeVisible();
  await saveFullPageScreenshot(page, testInfo, 'admin-content-site-1366');

  const site = await context.newPage();
  await expect(await publicDropdown(site, top.catname)).toContainText(added);

  await rowOf(added).getByRole('button', { name: '编辑' }).click();
  await expect(drawer.getByLabel('栏目名称')).toHaveValue(added);
  await drawer.getByLabel('栏目名称').fill(renamed);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(rowOf(renamed)).toBeVisible();
  const dropdown = await publicDropdown(site, top.catname);
  await expect(dropdown).toContainText(renamed);

  await rowOf(renamed).getByRole('button', { name: '隐藏' }).click();
  await expect(rowOf(renamed).getByTestId('preview-button')).toBeVisible();
  await expect(await publicDropdown(site, top.catname)).not.toContainText(renamed);
  const opening = page.waitForEvent('popup');
  await rowOf(renamed).getByTestId('preview-button').click();
  const preview = await opening;
  // A new category is a service index (type 0), so its page is /dynamicIndex.
  await preview.waitForURL(/\/dynamicIndex\?id=\d+&preview=[\w-]{43}$/);
  await expect(preview.getByTestId('dynamic-index').getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(preview.getByTestId('site-nav').locator(`ul[aria-label="${top.catname}"]`)).toContainText(renamed);
  await saveFullPageScreenshot(preview, testInfo, 'admin-content-site-category-preview');
  const bare = new URL(preview.url());
  bare.searchParams.delete('preview');
  expect((await site.goto(bare.pathname + bare.search))?.status()).toBe(404);
  await preview.close();

  await page.setViewportSize({ width: 768, height: 900 });
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-content-site-768');

  // Clean up so other specs see the demo tree unchanged.
  await rowOf(renamed).getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(rowOf(renamed)).toHaveCount(0);
  await expect(await publicDropdown(site, top.catname)).not.toContainText(renamed);
  await context.close();
});

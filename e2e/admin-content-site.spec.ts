// The console's category tree (issue 14): an editor (added by the first admin) adds a category under a
// top-level one from 栏目, and the public menu shows it at the next page load; renaming it shows the
// new name at once; hiding it takes it out of the menu, and its 预览 opens its page as the public would
// see it, in the menu too, while without the token the page is not there; deleting it takes it away.
// Then the privacy policy, edited in the rich-text editor (a paragraph typed, a word made bold), shows
// on /privacyPolicy at once, its other HTML unchanged. Screenshots at 1366 and 768 px: the category
// tree and drawer, the category's preview, the site settings, single pages and page blocks, and the
// job postings with their drawer.
import sharp from 'sharp';
import { expect, test, type Page } from './support/test.ts';
import { confirmPopover, expectFitsWindow, expectNoHorizontalScroll } from './support/page-checks.ts';
import { placeCaretAtEndOf } from './support/rich-text.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { adminPost, staffSignIn } from './support/staff.ts';
import { closeTabBackTo, openTabBehind } from './support/tabs.ts';
import { E2E_ADMIN } from './support/test-server.ts';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const EDITOR = { email: `editor-${stamp}@e2e.example.com`, name: '周编辑', password: 'Edit#2026site' };
let token = '';

const signIn = (page: Page) => staffSignIn(page, EDITOR);

test.beforeAll(async ({ request }) => {
  const login = await adminPost(request, '/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200, data: { step: 'done' } });
  expect(await adminPost(request, '/staff/add', { ...EDITOR, roles: ['editor'] }, login.data.token)).toMatchObject({ code: 200 });
  token = (await adminPost(request, '/auth/login', { email: EDITOR.email, password: EDITOR.password })).data.token;
});

/** The dropdown of a top-level entry in the public desktop menu, read from a fresh page load. */
async function publicDropdown(page: Page, top: string) {
  await page.goto('/');
  // The dropdown is hidden until hover; its text is in the server-rendered page all the same.
  return page.getByTestId('site-nav').locator(`ul[aria-label="${top}"]`);
}

test('an editor adds and renames a category; the public menu shows it at once', async ({ browser, request }, testInfo) => {
  const nav = (await (await request.post('/api/v1/category/index')).json()).data as Array<{ catname: string; childs: unknown[] }>;
  const top = nav.find((n) => n.childs.length > 0) ?? nav[0];
  const added = `E2E新栏目${Date.now() % 100000}`;
  const renamed = `${added}改`;

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole('link', { name: '栏目', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/categories$/);

  const rowOf = (name: string) => page.locator('tr.ant-table-row', { has: page.getByText(name, { exact: true }) }).first();
  // The top level first; 全部展开 and 全部收起 open and close every branch.
  const child = (top.childs[0] as { catname: string } | undefined)?.catname;
  if (child) {
    await expect(rowOf(top.catname)).toBeVisible();
    await expect(rowOf(child)).toBeHidden();
    await page.getByRole('button', { name: '全部展开' }).click();
    await expect(rowOf(child)).toBeVisible();
    await page.getByRole('button', { name: '全部收起' }).click();
    await expect(rowOf(child)).toBeHidden();
  }
  // A category added under a parent is shown: the parent opens.
  await rowOf(top.catname).getByRole('button', { name: '添加下级' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('添加栏目');
  await drawer.getByLabel('栏目名称').fill(added);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(rowOf(added)).toBeVisible();
  await saveFullPageScreenshot(page, testInfo, 'admin-content-site-1366');

  const site = await openTabBehind(page);
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
  await closeTabBackTo(preview, page);

  await page.setViewportSize({ width: 768, height: 900 });
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-content-site-768');
  await rowOf(renamed).getByRole('button', { name: '编辑' }).click();
  await expect(drawer.getByLabel('栏目名称')).toHaveValue(renamed);
  await expectFitsWindow(drawer);
  await saveWindowScreenshot(page, testInfo, 'admin-content-categories-drawer-768');
  await drawer.getByRole('button', { name: '取消' }).click();
  await expect(drawer).toBeHidden();

  // Clean up so other specs see the demo tree unchanged.
  await rowOf(renamed).getByRole('button', { name: '删除' }).click();
  await confirmPopover(page, '删除');
  await expect(rowOf(renamed)).toHaveCount(0);
  await expect(await publicDropdown(site, top.catname)).not.toContainText(renamed);
  await context.close();
});

test('an editor rewrites the privacy policy in the rich-text editor; /privacyPolicy shows it at once', async ({ browser, page, request }, testInfo) => {
  const before = (await adminPost(request, '/content/site/page', { slug: 'privacy' }, token)).data as { title: string; litpic: string | null; description: string | null; body: string };
  expect(before.body).toContain('<li>');
  const sentence = `新增条款 ${stamp % 100000}：订单数据仅用于履约。`;

  await signIn(page);
  await page.getByRole('link', { name: '站点设置', exact: true }).click();
  await page.getByRole('tab', { name: /单页/ }).click();
  await page.locator('.ant-segmented-item', { hasText: '隐私政策' }).click();
  const editor = page.getByTestId('rte-content');
  await placeCaretAtEndOf(page, editor.getByRole('paragraph').filter({ hasText: /^更新日期/ }));
  await page.keyboard.press('Enter');
  await page.keyboard.type(sentence);
  // Select 仅用于履约 (the five characters before the full stop) and make it bold from the toolbar.
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  const bold = page.getByRole('toolbar', { name: '格式' }).first().getByRole('button', { name: '加粗' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '保存隐私政策' }).click();
  await expect(page.getByText('已保存')).toBeVisible();

  // Stored: the new paragraph after the first one, everything else exactly as it was (lists unwrapped).
  const after = (await adminPost(request, '/content/site/page', { slug: 'privacy' }, token)).data as typeof before;
  expect(after.body).toBe(before.body.replace('</p>', `</p><p>${sentence.replace('仅用于履约', '<strong>仅用于履约</strong>')}</p>`));

  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const policy = await visitor.newPage();
  await policy.goto('/privacyPolicy');
  const body = policy.locator('.privacy-page__body');
  await expect(body).toContainText(sentence);
  await expect(body.locator('strong', { hasText: '仅用于履约' })).toBeVisible();
  await expect(body.locator('li p')).toHaveCount(0);
  await visitor.close();
  await saveFullPageScreenshot(page, testInfo, 'admin-content-site-pages-1366');

  // Every form of 站点设置 and 招聘 at tablet width.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-content-site-pages-768');
  await page.getByRole('tab', { name: '网站设置与计数器' }).click();
  await expect(page.getByRole('button', { name: '保存设置' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-content-site-settings-768');
  // The company map is uploaded as a picture (resized by the server) and the contact page shows it.
  const mapField = page.getByTestId('image-upload-field').filter({ has: page.getByLabel('公司地图图片') });
  const map = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 230, g: 240, b: 250 } } }).png().toBuffer();
  await mapField.locator('input[type=file]').setInputFiles({ name: '公司地图.png', mimeType: 'image/png', buffer: map });
  await expect(page.getByLabel('公司地图图片')).toHaveValue(/^\/uploads\/.+-1200x800\.webp$/);
  const mapUrl = await page.getByLabel('公司地图图片').inputValue();
  // The privacy policy's 已保存 may still be showing: wait for this save's own answer.
  const [saved] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/content/site/saveSettings')), page.getByRole('button', { name: '保存设置' }).click()]);
  expect((await saved.json()).code).toBe(200);
  await expect(page.getByText('已保存').last()).toBeVisible();
  const contact = await browser.newContext();
  const contactPage = await contact.newPage();
  await contactPage.goto('/contactUS');
  await expect(contactPage.locator(`img[src="${mapUrl}"]`)).toHaveCount(1);
  await contact.close();
  await page.getByRole('tab', { name: '页面区块' }).click();
  await page.locator('tr.ant-table-row').first().getByRole('button', { name: '编辑' }).click();
  const block = page.getByRole('dialog');
  // The Chinese body first, its English beside it below.
  await expect(block.getByTestId('rte-content').first()).toBeVisible();
  await expectFitsWindow(block);
  await saveWindowScreenshot(page, testInfo, 'admin-content-site-block-768');
  await block.getByRole('button', { name: '取消' }).click();

  await page.goto('/admin/content/jobs');
  const jobRow = page.locator('tr.ant-table-row').first();
  await expect(jobRow.getByRole('button', { name: '删除' })).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-content-jobs-768');
  await jobRow.getByRole('button', { name: '编辑' }).click();
  const job = page.getByRole('dialog');
  await expect(job.getByTestId('rte-content').first()).toContainText('岗位职责');
  await expectFitsWindow(job);
  await saveWindowScreenshot(page, testInfo, 'admin-content-jobs-drawer-768');

  // Put the policy back for the other specs.
  expect(await adminPost(request, '/content/site/savePage', { slug: 'privacy', title: before.title, litpic: before.litpic, description: before.description, body: before.body }, token)).toMatchObject({ code: 200 });
});

test('an editor picks a service advantage’s icon from the list; category pages draw the icons, not thumbnails (issue 35)', async ({ browser, page, request }, testInfo) => {
  const blocks = (await adminPost(request, '/content/site/blocks', { section: 'fuwuyoushi' }, token)).data as Array<{ id: number; title: string; icon: string | null }>;
  const first = blocks[0]!;
  expect(first.icon, 'the demo blocks have icons').toBe('team');

  await signIn(page);
  await page.getByRole('link', { name: '站点设置', exact: true }).click();
  await page.getByRole('tab', { name: '页面区块' }).click();
  // The tab is in the address: a reload keeps it, and the back button returns to the settings.
  await expect(page).toHaveURL(/\/admin\/content\/site\?tab=blocks$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '页面区块' })).toHaveAttribute('aria-selected', 'true');
  // On a phone the tabs scroll sideways, and the one shown is scrolled into view.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('tab', { name: '页面区块' })).toBeInViewport({ ratio: 0.9 });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goBack();
  await expect(page.getByRole('tab', { name: '网站设置与计数器' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: '保存设置' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('tab', { name: '页面区块' })).toHaveAttribute('aria-selected', 'true');
  await page.locator('.ant-segmented-item', { hasText: '服务优势' }).click();
  const row = page.locator('tr.ant-table-row', { has: page.getByText(first.title, { exact: true }) });
  await expect(row).toContainText('团队 Team');
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByLabel(/^图标/);
  await picker.click();
  // Every icon of the list is offered with its name.
  const options = page.locator('.ant-select-item-option');
  await expect(options).toHaveCount(10);
  await expect(options.filter({ hasText: '荣誉 Trophy' }).locator('.anticon-trophy')).toBeVisible();
  await saveWindowScreenshot(page, testInfo, 'admin-content-block-icon-picker-1366');
  await options.filter({ hasText: '荣誉 Trophy' }).click();
  const [saved] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/content/site/updateBlock')), dialog.getByRole('button', { name: '保存' }).click()]);
  expect(await saved.json()).toMatchObject({ code: 200, data: { id: first.id, icon: 'trophy' } });
  await expect(row).toContainText('荣誉 Trophy');

  // A service index page (type 0) shows the company-wide advantages with their icons from the sprite.
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const site = await visitor.newPage();
  await site.goto('/');
  const serviceIndex = await site.locator('a[href^="/dynamicIndex?id="]').first().getAttribute('href');
  for (const route of [serviceIndex!, `/en${serviceIndex!}`]) {
    await site.goto(route);
    const items = site.getByTestId('service-advantages').locator('.service-advantages__item');
    await expect(items).toHaveCount(blocks.length);
    await expect(items.locator('img')).toHaveCount(0);
    const icons = await items.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    expect(icons.map((href) => href.replace(/^.*#/, ''))).toEqual(['trophy', 'audit', 'field-time', 'safety-certificate']);
    for (const href of icons) expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#[a-z-]+$/);
    // The icon is drawn (the sprite loaded), at the size the thumbnail had.
    const box = await items.first().getByTestId('block-icon').boundingBox();
    expect(box?.width).toBe(64);
    expect(await items.first().locator('svg').evaluate((svg) => (svg as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
  }
  await saveFullPageScreenshot(site, testInfo, 'service-advantages-icons-1366');
  await site.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(site);
  await saveFullPageScreenshot(site, testInfo, 'service-advantages-icons-375');
  await visitor.close();

  // Put the demo icon back for the other specs.
  const current = (await adminPost(request, '/content/site/blocks', { section: 'fuwuyoushi' }, token)).data as Array<Record<string, unknown>>;
  const { create_time: _created, ...back } = current.find((b) => b.id === first.id)!;
  expect(await adminPost(request, '/content/site/updateBlock', { ...back, icon: 'team' }, token)).toMatchObject({ code: 200, data: { icon: 'team' } });
});

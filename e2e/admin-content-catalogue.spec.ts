// Catalogue editing (issue 14): an editor (added by the first admin through the console's API) adds a
// home-page carousel slide in 轮播与推荐, uploading its picture from the disk (the server resizes it
// to WebP); the home page shows the new slide at its next load, offering every stored width so a
// phone downloads a small copy. The console page at 1366 and 768, and the carousel and product
// drawers and the product list at 768.
import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { expectFitsWindow, expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { placeCaretAtEndOf } from './support/rich-text.ts';
import { adminPost } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';

const stamp = Date.now();
const EDITOR = { email: `catalogue-editor-${stamp}@e2e.example.com`, name: '周编辑', password: 'Editor#2026slide' };
const TITLE = `新品发布 ${stamp % 100000}`;

test('an editor adds a carousel slide with an uploaded picture and the home page shows it at once', async ({ page, request }, testInfo) => {
  const login = await adminPost(request, '/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200, data: { step: 'done' } });
  const added = await adminPost(request, '/staff/add', { ...EDITOR, roles: ['editor'] }, login.data.token);
  expect(added, JSON.stringify(added)).toMatchObject({ code: 200 });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('邮箱').fill(EDITOR.email);
  await page.getByLabel('密码').fill(EDITOR.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('console-member')).toBeVisible();

  await page.getByRole('link', { name: '轮播与推荐', exact: true }).click();
  await expect(page.getByRole('heading', { name: '轮播与推荐' })).toBeVisible();
  await page.getByRole('button', { name: '新增轮播图' }).click();
  const drawer = page.getByRole('dialog');

  // A real 2000×625 PNG from "the disk": the server keeps it at 1600 px as WebP, named with its size.
  const png = await sharp({ create: { width: 2000, height: 625, channels: 3, background: { r: 20, g: 110, b: 180 } } }).png().toBuffer();
  // The first picture is the slide's own; the second, its copy for the English site (issue 35 point 4).
  await drawer.getByTestId('image-upload-field').first().locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  const preview = drawer.getByTestId('image-upload-preview').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}-1600x500\.webp$/);
  const url = await preview.getAttribute('src');

  await drawer.getByRole('textbox', { name: '标题' }).fill(TITLE);
  // The caption is rich text (issue 35 point 11): typed and made bold with the toolbar, never as HTML.
  // Typed markup stays text.
  const caption = drawer.getByTestId('rte-content').first();
  await placeCaretAtEndOf(page, caption.locator('p').first());
  await page.keyboard.type('全新 Cas9 稳转细胞株上线 <script>');
  await page.keyboard.press('ControlOrMeta+a');
  await drawer.getByRole('button', { name: '加粗' }).first().click();
  await expect(caption.locator('strong')).toHaveText('全新 Cas9 稳转细胞株上线 <script>');
  await drawer.getByLabel('点击链接').fill('/techService');
  await drawer.getByRole('button', { name: '保存' }).click();
  const row = page.getByTestId('carousel-table').getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('/techService');
  await saveFullPageScreenshot(page, testInfo, 'admin-content-catalogue-1366');

  await page.setViewportSize({ width: 768, height: 1000 });
  await expect(row).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-content-catalogue-768');
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(drawer.getByRole('textbox', { name: '标题' })).toHaveValue(TITLE);
  await expectFitsWindow(drawer);
  await saveWindowScreenshot(page, testInfo, 'admin-content-carousel-drawer-768');
  await drawer.getByRole('button', { name: '取消' }).click();
  await expect(drawer).toBeHidden();

  // 产品 at the same width: the row's actions stay in view (a fixed column), the drawer fits.
  await page.goto('/admin/content/products');
  const product = page.locator('tr.ant-table-row').first();
  await expect(product.getByRole('button', { name: '删除' })).toBeInViewport();
  // Every column at every width (decision 0102): the box scrolls sideways, nothing depends on the screen.
  await expect(page.getByRole('columnheader', { name: '图片' })).toBeVisible();
  await expect(product.getByRole('img', { name: /的图片$/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '排序' })).toBeAttached();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-content-products-768');
  await product.getByRole('button', { name: '编辑' }).click();
  await drawer.getByText('其他字段（该类型的表格不显示）').click();
  // The Chinese description in the collapsed section, after the English one shown above it.
  await expect(drawer.getByTestId('rte-content').last()).toBeVisible();
  await expectFitsWindow(drawer);
  await saveWindowScreenshot(page, testInfo, 'admin-content-product-drawer-768');

  // The public home page, as a visitor: the new slide is there at the next load.
  const visitor = await page.context().browser()!.newContext({ viewport: { width: 1366, height: 900 } });
  const home = await visitor.newPage();
  await home.goto('/');
  const carousel = home.getByTestId('carousel-desktop');
  const slideImage = carousel.locator(`img[src="${url}"]`).first();
  await expect(slideImage).toBeAttached();
  await expect(carousel).toContainText(TITLE);
  await expect(carousel.locator('.ad-carousel__body strong').filter({ hasText: '全新 Cas9 稳转细胞株上线 <script>' }).first()).toBeAttached();
  await expect(carousel.locator('script')).toHaveCount(0);
  const served = await home.request.get(url!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await served.body()).metadata()).width).toBe(1600);

  // Every stored width is offered, each one a real WebP of that width.
  const candidates = (await slideImage.getAttribute('srcset'))!.split(', ').map((entry) => entry.split(' ') as [string, string]);
  expect(candidates.map(([, width]) => width)).toEqual(['400w', '800w', '1600w']);
  for (const [candidate, width] of candidates) {
    const response = await home.request.get(candidate);
    expect(response.status(), candidate).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await response.body()).metadata()).width).toBe(Number.parseInt(width, 10));
  }
  // The new slide comes last, so it loads lazily when shown: at 1366 px the browser takes the 1600 px file.
  await waitForHydration(home);
  await carousel.getByRole('button', { name: `张：${TITLE}` }).click();
  await expect.poll(() => slideImage.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBe(`${new URL(home.url()).origin}${url}`);
  await visitor.close();

  // A phone: the same picture as the first slide of the phone carousel (then removed, so the home page
  // stays as other specs expect). At 375 px the browser picks a small copy, not the 1600 px file.
  const phoneAdded = await adminPost(request, '/content/carousels/add', { position: 2, name: `${TITLE}（手机）`, adfile: url, body: '', is_showbody: 0, gourl: '', status: 1 }, login.data.token);
  expect(phoneAdded, JSON.stringify(phoneAdded)).toMatchObject({ code: 200 });
  try {
    const phoneSlides = await adminPost(request, '/content/carousels/list', { position: 2 }, login.data.token);
    const others = (phoneSlides.data as Array<{ id: number }>).map((slide) => slide.id).filter((id) => id !== phoneAdded.data.id);
    expect(await adminPost(request, '/content/carousels/reorder', { position: 2, ids: [phoneAdded.data.id, ...others] }, login.data.token)).toMatchObject({ code: 200 });

    const phone = await page.context().browser()!.newContext({ viewport: { width: 375, height: 812 } });
    const phoneHome = await phone.newPage();
    await phoneHome.goto('/');
    const phoneImage = phoneHome.getByTestId('carousel-mobile').locator('.ad-carousel__slide').first().locator('img');
    await expect(phoneImage).toHaveAttribute('src', url!);
    await expect(phoneImage).toHaveAttribute('srcset', candidates.map((entry) => entry.join(' ')).join(', '));
    await expect(phoneImage).toHaveAttribute('loading', 'eager');
    await expect.poll(() => phoneImage.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ''))).toMatch(/-(400|800)\.webp$/);
    await saveFullPageScreenshot(phoneHome, testInfo, 'admin-content-catalogue-home-375');
    await phone.close();
  } finally {
    await adminPost(request, '/content/carousels/delete', { id: phoneAdded.data.id }, login.data.token);
  }
});

// English content in the console (decision 0033): an editor opens an article, a carousel slide and a
// job posting, types the English beside the Chinese, saves, and the stored row holds it while the
// Chinese is unchanged. The forms with their English sections at 1366.
import { expect, test } from './support/test.ts';
import { saveWindowScreenshot } from './support/screenshots.ts';
import { adminPost, staffSignIn } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';

const stamp = Date.now();
const EDITOR = { email: `en-editor-${stamp}@e2e.example.com`, name: '吴编辑', password: 'Editor#2026english' };
let token = '';

test.beforeAll(async ({ request }) => {
  const login = await adminPost(request, '/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200, data: { step: 'done' } });
  const added = await adminPost(request, '/staff/add', { ...EDITOR, roles: ['editor'] }, login.data.token);
  expect(added, JSON.stringify(added)).toMatchObject({ code: 200 });
  token = (await adminPost(request, '/auth/login', { email: EDITOR.email, password: EDITOR.password })).data.token;
});

test('an editor edits an article’s English title beside the Chinese', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const found = await adminPost(request, '/content/articles/list', { keyword: 'GUIDE-seq' }, token);
  const article = found.data.data[0];
  expect(article, JSON.stringify(found)).toBeTruthy();

  await staffSignIn(page, EDITOR);
  await page.getByRole('link', { name: '文章与服务页', exact: true }).click();
  await page.getByLabel('标题').fill('GUIDE-seq');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByTestId('content-table').getByRole('button', { name: article.title }).click();

  const english = page.getByTestId('article-en-title');
  await english.scrollIntoViewIfNeeded();
  await expect(page.getByText('英文网站（English）')).toBeVisible();
  await english.fill(`GUIDE-seq Off-Target Analysis ${stamp}`);
  await saveWindowScreenshot(page, testInfo, 'admin-content-article-english-1366');
  await page.getByTestId('article-save').click();
  await expect(page.getByText('已保存')).toBeVisible();

  const saved = await adminPost(request, '/content/articles/detail', { id: article.id }, token);
  expect(saved.data).toMatchObject({ title: article.title, en_title: `GUIDE-seq Off-Target Analysis ${stamp}` });
});

test('an editor edits a carousel slide’s English title beside the Chinese', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const slides = await adminPost(request, '/content/carousels/list', { position: 1 }, token);
  const slide = (slides.data as Array<{ id: number; name: string; en_name: string | null }>).find((ad) => ad.name === 'CRISPR-Net 在线脱靶评分');
  expect(slide, JSON.stringify(slides)).toBeTruthy();

  await staffSignIn(page, EDITOR);
  await page.goto('/admin/content/carousels');
  await page.getByTestId('carousel-table').getByRole('row', { name: new RegExp(slide!.name) }).getByRole('button', { name: '编辑' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('textbox', { name: '标题' })).toHaveValue(slide!.name);
  const english = drawer.getByTestId('carousel-en-name');
  await expect(english).toHaveValue(slide!.en_name ?? '');
  await english.fill(`CRISPR-Net Off-Target Scoring ${stamp}`);
  await saveWindowScreenshot(page, testInfo, 'admin-content-carousel-english-1366');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();

  const after = await adminPost(request, '/content/carousels/list', { position: 1 }, token);
  expect((after.data as Array<{ id: number }>).find((ad) => ad.id === slide!.id)).toMatchObject({ name: slide!.name, en_name: `CRISPR-Net Off-Target Scoring ${stamp}` });
});

test('an editor edits a job posting’s English title beside the Chinese', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const found = await adminPost(request, '/content/jobs/list', { keyword: '生物信息分析工程师' }, token);
  const job = found.data.data[0] as { id: number; title: string; en_title: string | null; en_leixing: string | null };
  expect(job, JSON.stringify(found)).toBeTruthy();

  await staffSignIn(page, EDITOR);
  await page.goto('/admin/content/jobs');
  await page.locator('tr.ant-table-row', { hasText: job.title }).getByRole('button', { name: '编辑' }).click();
  const drawer = page.getByRole('dialog');
  const english = drawer.getByTestId('job-en-title');
  await english.scrollIntoViewIfNeeded();
  await expect(english).toHaveValue(job.en_title ?? '');
  await english.fill(`Bioinformatics Engineer ${stamp}`);
  await saveWindowScreenshot(page, testInfo, 'admin-content-job-english-1366');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();

  const saved = (await adminPost(request, '/content/jobs/list', { keyword: '生物信息分析工程师' }, token)).data.data[0];
  // The other English fields the seed wrote are saved back as they were.
  expect(saved).toMatchObject({ id: job.id, title: job.title, en_title: `Bioinformatics Engineer ${stamp}`, en_leixing: job.en_leixing });
});

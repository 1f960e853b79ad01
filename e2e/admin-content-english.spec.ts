// English content in the console (decision 0033): an editor opens an article, types its English title
// beside the Chinese, saves, and the stored row holds it while the Chinese title is unchanged. The
// drawer with its English section at 1366.
import { expect, test } from '@playwright/test';
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

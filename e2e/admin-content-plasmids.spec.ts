// The plasmid catalogue in the console (issue 14): an editor (added by the first admin through the
// console's API) opens 质粒, adds a plasmid by importing a GenBank file (preview: name, length,
// topology, features; then 使用该序列), fills its fields and saves; the public detail page shows it at
// once, its SeqViz map drawn from the imported features. Hidden again, its 预览 shows the page and
// its sequence downloads, which answer 404 without the token. Screenshots of the console at 1366 and
// 768, and of the plasmid drawer and the Excel import at 768.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { expectFitsWindow, expectNoHorizontalScroll, waitForHydration } from './support/page-checks.ts';
import { saveFullPageScreenshot, saveWindowScreenshot } from './support/screenshots.ts';
import { adminPost } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';
import { limit } from './support/time-limits.ts';

const stamp = Date.now();
const EDITOR = { email: `plasmid-editor-${stamp}@e2e.example.com`, name: '周编辑', password: 'Editor#2026gb' };
const ITEM_NO = `E2E-${stamp % 1_000_000}`;

// 120 bp of pUC19, circular, with two annotated features.
const GENBANK = `LOCUS       pUC19_e2e                120 bp    DNA     circular SYN 01-JAN-2024
DEFINITION  pUC19 fragment.
FEATURES             Location/Qualifiers
     source          1..120
                     /organism="synthetic DNA construct"
     promoter        5..40
                     /label="lacPromo"
     CDS             complement(50..115)
                     /label="lacZalpha"
ORIGIN
        1 tcgcgcgttt cggtgatgac ggtgaaaacc tctgacacat gcagctcccg gagacggtca
       61 cagcttgtct gtaagcggat gccgggagca gacaagcccg tcagggcgcg tcagcgggtg
//
`;

test('an editor adds a plasmid from a GenBank file and the public page draws its map at once', async ({ page, request }, testInfo) => {
  const login = await adminPost(request, '/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200, data: { step: 'done' } });
  const added = await adminPost(request, '/staff/add', { ...EDITOR, roles: ['editor'] }, login.data.token);
  expect(added, JSON.stringify(added)).toMatchObject({ code: 200 });

  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('邮箱').fill(EDITOR.email);
  await page.getByLabel('密码').fill(EDITOR.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('console-member')).toBeVisible();

  await page.getByRole('link', { name: '质粒', exact: true }).click();
  await expect(page.getByRole('heading', { name: '质粒' })).toBeVisible();
  await page.getByTestId('plasmid-add').click();
  await expect(page).toHaveURL(/edit=new/);
  const form = page.getByTestId('plasmid-form');

  // The GenBank file: previewed first, taken into the form with 使用该序列.
  await form
    .getByTestId('plasmid-sequence')
    .locator('input[type=file]')
    .setInputFiles({ name: 'pUC19_e2e.gb', mimeType: 'text/plain', buffer: Buffer.from(GENBANK) });
  const preview = form.getByTestId('sequence-preview');
  await expect(preview).toContainText('pUC19_e2e');
  await expect(preview).toContainText('120 bp');
  await expect(preview).toContainText('环状');
  await expect(preview).toContainText('lacZalpha');
  await preview.getByRole('button', { name: '使用该序列' }).click();
  await expect(form.getByTestId('plasmid-features')).toContainText('lacPromo');
  await expect(form.getByLabel('产品名称')).toHaveValue('pUC19_e2e');

  await form.getByLabel('货号').fill(ITEM_NO);
  await form.getByLabel('产品名称').fill(`pUC19-E2E ${stamp}`);
  await form.getByLabel('启动子').fill('lac');
  await chooseOption(page, form.getByLabel('质粒宿主'), '大肠杆菌');
  await form.getByTestId('plasmid-save').click();
  await expect(page.locator('.ant-message')).toContainText('质粒已添加');
  await expect(page).not.toHaveURL(/edit=/);

  const row = page.getByTestId('plasmid-table').getByRole('row', { name: new RegExp(ITEM_NO) });
  await expect(row).toContainText('120 bp · 2 个元件');
  await expect(row).toContainText('显示');
  await saveFullPageScreenshot(page, testInfo, 'admin-content-plasmids-1366');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(row).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveFullPageScreenshot(page, testInfo, 'admin-content-plasmids-768');
  await row.getByRole('button', { name: `编辑 ${ITEM_NO}` }).click();
  const drawer = page.getByRole('dialog', { name: '编辑质粒' });
  await expect(form.getByLabel('货号')).toHaveValue(ITEM_NO);
  await form.getByTestId('rte-content').first().scrollIntoViewIfNeeded();
  // The long form keeps its 保存 in reach at the bottom of the drawer.
  await expect(form.getByTestId('plasmid-save')).toBeInViewport();
  await expectFitsWindow(drawer);
  await saveWindowScreenshot(page, testInfo, 'admin-content-plasmid-drawer-768');
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/edit=/);
  // The drawer is still in the page while it slides out: a CI run met it beside the import dialog.
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: '导入 Excel' }).click();
  const importDialog = page.getByRole('dialog', { name: '导入 Excel' });
  await expectFitsWindow(importDialog);
  await saveWindowScreenshot(page, testInfo, 'admin-content-plasmid-import-768');
  await page.keyboard.press('Escape');
  await expect(importDialog).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 900 });

  // The public detail page, at once: fields, and the SeqViz map drawn from the imported features.
  const href = await row.getByRole('link', { name: '查看' }).getAttribute('href');
  expect(href).toMatch(/^\/plasmidPlatformDetail\?listId=\d+$/);
  const publicPage = await page.context().newPage();
  await publicPage.goto(href!);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(`pUC19-E2E ${stamp}`);
  await expect(publicPage.getByTestId('plasmid-block-basic')).toContainText('lac');
  const viewer = publicPage.getByTestId('plasmid-map-viewer');
  await expect(viewer.locator('svg').first()).toBeVisible({ timeout: limit(40_000) });
  await expect(viewer.locator('svg text', { hasText: 'lacZalpha' }).first()).toBeAttached();
  await saveFullPageScreenshot(publicPage, testInfo, 'admin-content-plasmids-public-detail');

  // Hidden: the preview still downloads the sequence, within that preview only.
  await row.getByRole('button', { name: '隐藏' }).click();
  await expect(row.getByTestId('preview-button')).toBeVisible();
  const opening = page.waitForEvent('popup');
  await row.getByTestId('preview-button').click();
  const previewTab = await opening;
  await previewTab.waitForURL(/\/plasmidPlatformDetail\?listId=\d+&preview=[\w-]{43}$/);
  await expect(previewTab.getByRole('heading', { level: 1 })).toHaveText(`pUC19-E2E ${stamp}`);
  const fasta = previewTab.getByTestId('plasmid-download-fasta');
  const downloading = previewTab.waitForEvent('download');
  await fasta.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`${ITEM_NO}.fasta`);
  expect(await file.failure()).toBeNull();
  expect(await readFile(await file.path(), 'utf8')).toMatch(new RegExp(`^>${ITEM_NO} .*120 bp circular\n`));
  const genbank = await previewTab.request.get((await previewTab.getByTestId('plasmid-download-genbank').getAttribute('href'))!);
  expect(genbank.status()).toBe(200);
  expect(genbank.headers()['cache-control']).toBe('private, no-store');
  expect(await genbank.text()).toContain('lacZalpha');
  const bare = new URL((await fasta.getAttribute('href'))!, previewTab.url());
  bare.searchParams.delete('preview');
  expect((await request.get(bare.pathname + bare.search)).status()).toBe(404);

  // The list drawn by the server: its filter form and its table hydrate in parts of their own, and
  // the form works once the page is live: the item number goes into the URL and the list; 重置 empties both.
  await page.goto('/admin/content/plasmids');
  const filters = page.getByTestId('plasmid-filters');
  await filters.getByLabel('关键词').fill(ITEM_NO);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${ITEM_NO}(&|$)`));
  const rows = page.getByTestId('plasmid-table').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(ITEM_NO);
  // A choice applies at once and keeps the keyword: the plasmid was hidden above.
  await chooseOption(page, filters.getByLabel('状态'), '隐藏');
  await expect(page).toHaveURL(new RegExp(`[?&]status=0(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${ITEM_NO}(&|$)`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('隐藏');
  await filters.getByRole('button', { name: '重置' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/plasmids$/);
  await expect(filters.getByLabel('关键词')).toHaveValue('');
  await expect(rows).not.toHaveCount(1);
});

// The order centre and GUIDE-seq orders on the production build: the login prompt, the menu and order
// table, a new order with an experimental sample (three guides, ODN) and a control sample, edit, detail,
// delete, the conditional sections and messages of the form, the manifest, and phone width.
import { expect, test, type Page } from './support/test.ts';
import ExcelJS from 'exceljs';
import { chooseOption } from './support/antd.ts';
import { answerConfirmDialog, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './support/page-checks.ts';
import { createOrderUser, expectWithinPhoneWidth, formItem, logIn, open, pick, toast, type OrderUser } from './support/order-helpers.ts';
import { DATABASE } from './support/database-tag.ts';
import { limit } from './support/time-limits.ts';

test.describe('without a login', () => {
  test('/order shows the prompt; login leads back with redirect=order', async ({ page }) => {
    await open(page, '/order');
    const prompt = page.getByTestId('login-required');
    await expect(prompt.getByText('请先登录!')).toBeVisible();
    await expect(prompt.getByRole('button', { name: '返回' })).toBeVisible();
    await prompt.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL('/login?redirect=order');
  });

  for (const path of ['/orderSeqAction?oid=5', '/orderSeqList?oid=5&orderno=GS1', '/orderSeqDetail?id=5', '/orderManifest?kind=guide&oid=5']) {
    test(`${path} shows the prompt and login comes back to it`, async ({ page }) => {
      await open(page, path);
      const prompt = page.getByTestId('login-required');
      await expect(prompt.getByText('请先登录!')).toBeVisible();
      await prompt.getByRole('button', { name: '去登录' }).click();
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    });
  }
});

async function guideRows(page: Page) {
  return page.getByTestId('guide-row');
}

test.describe('GUIDE-seq orders', () => {
  let user: OrderUser;
  test.beforeAll(async ({ request }) => {
    user = await createOrderUser(request, 'guide');
  });

  test('order centre: menu with the fixed entries then the special categories, first entry selected', async ({ page }) => {
    await logIn(page, user);
    await open(page, '/order');
    const menu = page.locator('.order-centre__menu');
    const items = menu.locator('.ant-menu-item');
    await expect(items.nth(0)).toHaveText('GUIDE-seq脱靶检测');
    await expect(items.nth(1)).toHaveText('扩增子检测');
    await expect(items.nth(2)).toHaveText('细胞株构建');
    await expect(items.nth(3)).toHaveText('病毒包装与载体构建');
    await expect(items.nth(0)).toHaveClass(/ant-menu-item-selected/);
    const table = page.getByTestId('order-table-guide');
    await expect(table.getByRole('button', { name: '添加脱靶检测' })).toBeVisible();
    await expect(table.getByPlaceholder('请输入订单号搜索')).toBeVisible();
    for (const title of ['订单号', '创建日期', '数量', '服务类型', '订单状态', '操作']) {
      await expect(table.locator('th', { hasText: title }).first()).toBeVisible();
    }
    await expect(table.locator('.ant-table-placeholder')).toContainText('暂无数据');
    await items.nth(1).click();
    await expect(page.getByTestId('order-table-amplicon').getByRole('button', { name: '添加扩增子检测' })).toBeVisible();
    await items.nth(2).click();
    await expect(page.getByTestId('order-table-cell').getByRole('button', { name: '添加细胞株构建' })).toBeVisible();
    await expect(page.getByTestId('order-table-cell').locator('th', { hasText: '基因拷贝数' })).toBeVisible();
    await items.nth(3).click();
    const tags = page.getByTestId('order-category-tags');
    await expect(tags.getByRole('link', { name: '慢病毒包装' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Each tab is in the address (issue 35): the back button walks back through them, and a reload
    // or a shared link opens the same one.
    await expect(page).toHaveURL(/\/order\?tab=cat-\d+$/);
    await page.goBack();
    await expect(page).toHaveURL('/order?tab=cell');
    await expect(items.nth(2)).toHaveClass(/ant-menu-item-selected/);
    await expect(page.getByTestId('order-table-cell')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/order?tab=amplicon');
    await expect(page.getByTestId('order-table-amplicon')).toBeVisible();
    await open(page, '/order?tab=amplicon');
    await expect(items.nth(1)).toHaveClass(/ant-menu-item-selected/);
    await expect(page.getByTestId('order-table-amplicon')).toBeVisible();
    // An unknown tab opens the first.
    await open(page, '/order?tab=nope');
    await expect(items.nth(0)).toHaveClass(/ant-menu-item-selected/);
  });

  test('create an order with an experimental and a control sample, edit one, view, delete one', DATABASE, async ({ page }) => {
    test.setTimeout(limit(240_000));
    await logIn(page, user);
    await open(page, '/order');
    await page.getByRole('button', { name: '添加脱靶检测' }).click();
    await expect(page).toHaveURL('/orderSeqAction');
    const form = page.getByTestId('sample-form');
    await expect(form).toHaveAttribute('data-mode', 'new');

    // Defaults: species human hg38, mismatch 6, bulge 1, experimental group, DNA.
    await expect(formItem(form, '物种来源')).toContainText('human hg38');
    await expect(formItem(form, '错配阈值')).toContainText('6');
    await expect(formItem(form, '凸点阈值')).toContainText('1');

    await formItem(form, '样本名称').locator('input').fill('Exp-1');
    await formItem(form, '浓度').locator('input').fill('100');
    await formItem(form, '体积').locator('input').fill('20');
    await expect(formItem(form, '总量').locator('input')).toHaveValue('2');
    await form.getByRole('button', { name: '添加序列' }).click();
    await form.getByRole('button', { name: '添加序列' }).click();
    const rows = await guideRows(page);
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('button', { name: '删除序列 2' })).toBeVisible();
    const guides = ['GAGTCCGAGCAGAAGAAGAAGGG', 'GACCCCCTCCACCCCGCCTCCGG', 'GGCACTGCGGCTGGAGGTGGGGG'];
    for (const [i, guide] of guides.entries()) await rows.nth(i).locator('input').fill(guide);
    await chooseOption(page, formItem(form, '错配阈值').locator('input'), '7');
    await pick(form, '是否需要ODN插入检测', '是');
    await formItem(form, 'ODN侧翼序列').locator('textarea').fill('GTTTAATTGAGTTGTCATATGTTAATAACGGTAT');
    await page.getByTestId('sample-submit').click();

    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm.locator('.ant-modal-confirm-title, .ant-modal-title').first()).toHaveText('样本已经添加成功,是否继续添加样本?');
    await answerConfirmDialog(page, '继续添加样本');
    await expect(page).toHaveURL(/\/orderSeqAction\?oid=\d+$/);
    const oid = new URL(page.url()).searchParams.get('oid');
    await expect(form).toHaveAttribute('data-mode', 'add');
    // Reset to the defaults.
    await expect(formItem(form, '样本名称').locator('input')).toHaveValue('');
    await expect(await guideRows(page)).toHaveCount(1);
    await expect(formItem(form, 'ODN侧翼序列')).toHaveCount(0);

    await formItem(form, '样本名称').locator('input').fill('Ctrl-1');
    await formItem(form, '浓度').locator('input').fill('50');
    await formItem(form, '体积').locator('input').fill('10');
    await pick(form, '分析类型', '对照组');
    await expect(await guideRows(page)).toHaveCount(0);
    await expect(formItem(form, '核酸酶')).toHaveCount(0);
    await formItem(form, '对照样本名称').locator('input').fill('Exp-1');
    await page.getByTestId('sample-submit').click();
    await answerConfirmDialog(page, '不添加');
    await expect(page).toHaveURL('/order');

    const table = page.getByTestId('order-table-guide');
    const row = table.locator('tbody tr.ant-table-row').first();
    await expect(row.locator('td').nth(2)).toHaveText('2');
    await expect(row).toContainText('待确认');
    await expect(row).toContainText('GUIDE-seq脱靶检测');
    await expect(table.getByText('共 1 条记录')).toBeVisible();
    await expect(row.getByRole('link', { name: '添加样本' })).toHaveAttribute('href', `/orderSeqAction?oid=${oid}`);
    const orderno = (await row.locator('td').first().textContent())!.trim();
    expect(orderno).toMatch(/^GS\d{14}$/);
    await row.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(`/orderSeqList?oid=${oid}&orderno=${orderno}`);

    const list = page.getByTestId('sample-list');
    await expect(list.getByTestId('sample-list-orderno')).toHaveText(orderno);
    await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expect(list.locator('th', { hasText: 'ODN插入检测' })).toBeVisible();
    const exp = list.locator('tbody tr.ant-table-row', { hasText: 'Exp-1' });
    const ctrl = list.locator('tbody tr.ant-table-row', { hasText: 'Ctrl-1' });
    await expect(exp).toContainText('是');
    await expect(ctrl.locator('td').nth(3)).toHaveText('否');

    // Edit the control sample.
    await ctrl.getByRole('link', { name: '编辑' }).click();
    await expect(form).toHaveAttribute('data-mode', 'edit');
    await expect(formItem(form, '样本名称').locator('input')).toHaveValue('Ctrl-1');
    await expect(formItem(form, '对照样本名称').locator('input')).toHaveValue('Exp-1');
    await formItem(form, '样本名称').locator('input').fill('Ctrl-2');
    await page.getByTestId('sample-submit').click();
    await expect(toast(page, '编辑成功')).toBeVisible();
    await expect(page).toHaveURL(/\/orderSeqList\?/);
    await expect(list.locator('tbody tr.ant-table-row', { hasText: 'Ctrl-2' })).toBeVisible();

    // The experimental sample's detail: one guide per line.
    await exp.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/\/orderSeqDetail\?id=\d+&orderno=GS\d+&oid=\d+/);
    const detail = page.getByTestId('sample-detail');
    await expect(detail.getByTestId('guide-sequence')).toHaveText(guides);
    await expect(detail).toContainText(orderno);
    await expectNoSeriousAxeViolations(page);
    await expect(detail).toContainText('GTTTAATTGAGTTGTCATATGTTAATAACGGTAT');
    await detail.getByRole('button', { name: '删除' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog.locator('.ant-modal-confirm-title, .ant-modal-title').first()).toHaveText('删除');
    await expect(dialog.locator('.ant-modal-confirm-content, .ant-modal-confirm-paragraph').first()).toContainText('你确定要删除当前订单么？');
    await answerConfirmDialog(page, '确定');
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(page).toHaveURL(/\/orderSeqList\?/);
    await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(list.locator('tbody tr.ant-table-row')).toContainText('Ctrl-2');

    // The manifest to ship with the tubes.
    await list.getByRole('button', { name: '样本清单' }).click();
    const manifest = page.getByTestId('order-manifest');
    await expect(manifest.getByTestId('manifest-orderno')).toHaveText(orderno);
    await expect(manifest.locator('.order-manifest__qr svg')).toBeVisible();
    await expect(manifest.getByTestId('manifest-sample')).toHaveCount(1);

    // Back in the order centre the count followed.
    await open(page, '/order');
    await expect(page.getByTestId('order-table-guide').locator('tbody tr.ant-table-row').first().locator('td').nth(2)).toHaveText('1');
  });

  test('the form: conditional sections, messages, guide row limit', async ({ page }) => {
    await logIn(page, user);
    await open(page, '/orderSeqAction');
    const form = page.getByTestId('sample-form');

    await page.getByTestId('sample-submit').click();
    await expect(formItem(form, '样本名称')).toContainText('请输入样本名称!');
    await expect(formItem(form, '浓度')).toContainText('请输入浓度!');
    await formItem(form, '样本名称').locator('input').fill('bad name');
    await expect(formItem(form, '样本名称')).toContainText('只支持英文/数字/-(横杠)');
    await formItem(form, '浓度').locator('input').fill('5');
    await expect(formItem(form, '浓度')).toContainText('请输入10-1000数值');
    await expect(formItem(form, '浓度').locator('input')).toHaveAttribute('placeholder', '请输入10-1000数值');
    await formItem(form, '体积').locator('input').fill('101');
    await expect(formItem(form, '体积')).toContainText('请输入1-100数值');

    // EDTA, medium other.
    await expect(formItem(form, 'EDTA浓度')).toHaveCount(0);
    await pick(form, '是否含EDTA', '是');
    await formItem(form, 'EDTA浓度').locator('input').fill('0');
    await expect(formItem(form, 'EDTA浓度')).toContainText('EDTA浓度范围为1-100%');
    await pick(form, '是否含EDTA', '否');
    await expect(formItem(form, 'EDTA浓度')).toHaveCount(0);
    await chooseOption(page, formItem(form, '溶解介质').locator('input'), '其他');
    await expect(formItem(form, '其他溶解介质')).toBeVisible();

    // Type other hides the DNA section and shows its own field.
    await pick(form, '样本类型', '其他');
    await expect(formItem(form, '其他样本类型')).toBeVisible();
    for (const label of ['溶解介质', '浓度', '体积', '总量', '是否含EDTA']) await expect(formItem(form, label)).toHaveCount(0);
    await pick(form, '样本类型', '细胞渣');
    await expect(formItem(form, '其他样本类型')).toHaveCount(0);
    await pick(form, '样本类型', 'DNA');
    await expect(formItem(form, '浓度')).toBeVisible();

    // Species other, nuclease other, ODN, remark.
    await chooseOption(page, formItem(form, '物种来源').locator('input'), '其他');
    await expect(formItem(form, '基因组下载地址')).toBeVisible();
    await chooseOption(page, formItem(form, '核酸酶').locator('input'), '其他');
    await expect(formItem(form, '其他核酸酶')).toBeVisible();
    await expect(formItem(form, 'ODN侧翼序列')).toHaveCount(0);
    await pick(form, '是否需要ODN插入检测', '是');
    await expect(formItem(form, 'ODN侧翼序列')).toBeVisible();
    await expect(formItem(form, '备注')).toHaveCount(0);
    await pick(form, '是否备注', '是');
    await expect(formItem(form, '备注')).toBeVisible();

    // Control group: its name instead of the experimental part.
    await pick(form, '分析类型', '对照组');
    await expect(formItem(form, '对照样本名称')).toBeVisible();
    for (const label of ['核酸酶', '错配阈值', '凸点阈值', '是否需要ODN插入检测']) await expect(formItem(form, label)).toHaveCount(0);
    await formItem(form, '对照样本名称').locator('input').fill('ctrl 1');
    await expect(formItem(form, '对照样本名称')).toContainText('只支持英文/数字/-(横杠)');
    await pick(form, '分析类型', '实验组');

    // Up to 11 rows; the 12th warns 最多10条!; a row can be removed, the first stays.
    const add = form.getByRole('button', { name: '添加序列' });
    for (let i = 0; i < 10; i++) await add.click();
    await expect(await guideRows(page)).toHaveCount(11);
    await add.click();
    await expect(page.locator('.ant-message').getByText('最多10条!')).toBeVisible();
    await expect(await guideRows(page)).toHaveCount(11);
    await form.getByRole('button', { name: '删除序列 11' }).click();
    await expect(await guideRows(page)).toHaveCount(10);
    await expect(form.getByRole('button', { name: '删除序列 1', exact: true })).toHaveCount(0);
  });

  test('batch import from the sample list: wrong type, a file with errors, the template', DATABASE, async ({ page, request }) => {
    await logIn(page, user);
    await open(page, '/orderSeqAction');
    const form = page.getByTestId('sample-form');
    await formItem(form, '样本名称').locator('input').fill('Batch-0');
    await formItem(form, '浓度').locator('input').fill('100');
    await formItem(form, '体积').locator('input').fill('10');
    await page.getByTestId('sample-submit').click();
    await answerConfirmDialog(page, '继续添加样本');
    const oid = new URL(page.url()).searchParams.get('oid');
    await open(page, `/orderSeqList?oid=${oid}`);
    const list = page.getByTestId('sample-list');
    await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);

    const template = Buffer.from(await (await request.get('/api/v1/guide/importTemplate')).body());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    workbook.getWorksheet('样本')!.getCell('A2').value = 'bad name';
    const broken = Buffer.from(await workbook.xlsx.writeBuffer());

    await list.getByRole('button', { name: '批量导入' }).click();
    const modal = page.getByTestId('import-modal');
    await expect(modal.getByRole('link', { name: '下载模板' })).toHaveAttribute('href', '/api/v1/guide/importTemplate');
    const input = modal.locator('input[type=file]');
    await input.setInputFiles({ name: 'samples.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nA\n') });
    await expect(toast(page, '只能上传Excel(.xlsx)格式的文件!')).toBeVisible();
    await input.setInputFiles({ name: 'samples.xlsx', mimeType: 'application/octet-stream', buffer: broken });
    await expect(modal.getByText('共 1 处错误，未导入任何样本')).toBeVisible();
    await expect(modal.locator('tbody tr.ant-table-row').first()).toContainText('2样本名称只支持英文/数字/-(横杠)');
    await input.setInputFiles({ name: 'samples.xlsx', mimeType: 'application/octet-stream', buffer: template });
    await expect(toast(page, '成功导入 1 个样本')).toBeVisible();
    await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(2);
  });

  test('phone width: order centre and sample list as cards, the form and the progress sections, no horizontal scrolling', async ({ page, request }) => {
    const phoneUser = await createOrderUser(request, 'guide-phone');
    await page.setViewportSize({ width: 375, height: 812 });
    await logIn(page, phoneUser);
    await open(page, '/order');
    const centre = page.getByTestId('order-table-guide');
    await expect(centre).toBeVisible();
    await expect(centre.locator('.ant-empty-description')).toHaveText('暂无数据');
    await expectNoHorizontalScroll(page);
    await open(page, '/orderSeqAction');
    await expect(page.getByTestId('sample-form')).toBeVisible();
    await expectNoHorizontalScroll(page);
    const form = page.getByTestId('sample-form');
    await formItem(form, '样本名称').locator('input').fill('Phone-1');
    await formItem(form, '浓度').locator('input').fill('100');
    await formItem(form, '体积').locator('input').fill('10');
    await page.getByTestId('sample-submit').click();
    await answerConfirmDialog(page, '不添加');

    // The order centre: a card with the order number, the status and the actions, no table.
    await open(page, '/order');
    const card = centre.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(centre.locator('table')).toHaveCount(0);
    await expect(card.locator('.ant-card-head')).toContainText(/GS\d{14}/);
    await expect(card.getByText('待确认', { exact: true })).toBeVisible();
    await expect(card).toContainText('GUIDE-seq脱靶检测');
    for (const action of [card.getByRole('link', { name: '查看' }), card.getByRole('link', { name: '添加样本' }), card.getByRole('button', { name: '删除' })]) {
      await expectWithinPhoneWidth(action);
    }
    await expect(centre.getByText('共 1 条记录')).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The sample list: a card per sample, then the order's progress, result files and messages.
    await card.getByRole('link', { name: '查看' }).click();
    const list = page.getByTestId('sample-list');
    const sample = list.getByTestId('sample-card');
    await expect(sample).toHaveCount(1);
    await expect(list.locator('table')).toHaveCount(0);
    await expect(sample.locator('.ant-card-head')).toContainText('Phone-1');
    await expect(sample.getByText('待确认', { exact: true })).toBeVisible();
    for (const action of [sample.getByRole('link', { name: '查看' }), sample.getByRole('link', { name: '编辑' }), sample.getByRole('button', { name: '删除' })]) {
      await expectWithinPhoneWidth(action);
    }
    for (const heading of ['订单进度', '结果文件', '留言']) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('group', { name: '订单状态：待确认' })).toBeVisible();
    await expect(page.getByText('暂无结果文件')).toBeVisible();
    await expect(page.getByLabel('留言内容')).toBeVisible();
    await expectWithinPhoneWidth(page.getByRole('button', { name: '发送' }));
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // The sample's detail shows the order's progress and that sample's files.
    await sample.getByRole('link', { name: '查看' }).click();
    await expect(page.getByTestId('sample-detail')).toBeVisible();
    await expect(page.getByRole('heading', { name: '订单进度' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '结果文件' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

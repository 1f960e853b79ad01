// Amplicon orders on the production build: the nuclease presets and their locks, the amplicon length
// counter and message, the primer/flanking, low-frequency and personalisation sections, a new order
// through the order centre, its list ('continue adding samples', edit with 更新成功), detail, and phone width.
import { expect, test } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { answerConfirmDialog, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './support/page-checks.ts';
import { createOrderUser, formItem, logIn, open, pick, post, toast, type OrderUser } from './support/order-helpers.ts';
import { DATABASE } from './support/database-tag.ts';
import { limit } from './support/time-limits.ts';

const AMPLICON = 'ACGT'.repeat(50);

let user: OrderUser;
test.beforeAll(async ({ request }) => {
  user = await createOrderUser(request, 'amplicon');
});

test('the login prompt on the amplicon pages leads back to them', async ({ page }) => {
  await open(page, '/orderAmpliconAction');
  await expect(page.getByTestId('login-required').getByText('请先登录!')).toBeVisible();
  await page.getByTestId('login-required').getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/orderAmpliconAction')}`);
});

test('nuclease locks, length counter and the conditional sections', async ({ page }) => {
  await logIn(page, user);
  await open(page, '/orderAmpliconAction');
  const form = page.getByTestId('sample-form');
  const distance = formItem(form, '编辑位点距PAM距离').locator('input');
  const editWindow = formItem(form, '编辑窗口大小').locator('input');

  // SpCas9 is the default: -3 and 20, locked.
  await expect(distance).toHaveValue('-3');
  await expect(editWindow).toHaveValue('20');
  await expect(distance).toBeDisabled();
  await expect(editWindow).toBeDisabled();
  await chooseOption(page, formItem(form, '核酸酶').locator('input'), 'AsCpf1');
  await expect(distance).toHaveValue('1');
  await expect(editWindow).toHaveValue('60');
  await expect(distance).toBeDisabled();
  await chooseOption(page, formItem(form, '核酸酶').locator('input'), '其他');
  await expect(distance).toBeEnabled();
  await expect(editWindow).toBeEnabled();
  await expect(formItem(form, '其他核酸酶')).toBeVisible();
  await distance.fill('31');
  await expect(formItem(form, '编辑位点距PAM距离')).toContainText('编辑位点距离范围为-30到30');
  await distance.fill('-30');
  await expect(formItem(form, '编辑位点距PAM距离')).not.toContainText('编辑位点距离范围为-30到30');
  await editWindow.fill('101');
  await expect(formItem(form, '编辑窗口大小')).toContainText('编辑窗口范围为1-100');
  await chooseOption(page, formItem(form, '核酸酶').locator('input'), 'SpCas9');
  await expect(distance).toHaveValue('-3');
  await expect(editWindow).toHaveValue('20');
  await expect(distance).toBeDisabled();
  await expect(formItem(form, '其他核酸酶')).toHaveCount(0);

  // sgRNA rules.
  const sgrna = formItem(form, 'sgRNA+PAM序列');
  await sgrna.locator('input').fill('acgt');
  await expect(sgrna).toContainText('只可输入ATCG四种大写字母');
  await sgrna.locator('input').fill('ACGT ACGT');
  await expect(sgrna).toContainText('请输入sgRNA+PAM序列');

  // The amplicon sequence: live counter, length message, max 300.
  const amplicon = formItem(form, '扩增子产物序列');
  await amplicon.locator('textarea').fill('ACGTACGTAC');
  await expect(amplicon.locator('.ant-input-data-count')).toHaveText('10 / 300');
  await expect(amplicon).toContainText('扩增子产物序列长度在150-300!');
  await amplicon.locator('textarea').fill(AMPLICON.slice(0, 150));
  await expect(amplicon.locator('.ant-input-data-count')).toHaveText('150 / 300');
  await expect(amplicon).not.toContainText('扩增子产物序列长度在150-300!');
  await amplicon.locator('textarea').fill(`${AMPLICON}${AMPLICON}`);
  await expect(amplicon.locator('textarea')).toHaveValue(`${AMPLICON}${AMPLICON}`.slice(0, 300));
  await expect(amplicon.locator('.ant-input-data-count')).toHaveText('300 / 300');
  await formItem(form, '正向引物序列').locator('input').fill('ACGU');
  await expect(formItem(form, '正向引物序列')).toContainText('只可输入ATCG四种大写字母');

  // Primer design by the company: the flanking sequence instead.
  await pick(form, '是否需要设计引物', '是，需要设计引物');
  await expect(formItem(form, '侧翼序列')).toBeVisible();
  for (const label of ['正向引物序列', '反向引物序列', '退火温度', '扩增子产物序列']) await expect(formItem(form, label)).toHaveCount(0);
  await pick(form, '是否需要设计引物', '否，提供引物');
  await expect(formItem(form, '侧翼序列')).toHaveCount(0);
  await expect(formItem(form, '正向引物序列')).toBeVisible();

  // Low-frequency threshold 0.1 by default, shown only when asked for; personalisation 无 by default.
  await expect(formItem(form, '低频阈值')).toHaveCount(0);
  await pick(form, '是否低频分析', '是');
  await expect(formItem(form, '低频阈值').locator('input')).toHaveValue('0.1');
  // The field itself keeps the value within 0-1 (the server refuses anything else with 低频阈值范围为0-1).
  await expect(formItem(form, '低频阈值').locator('input')).toHaveAttribute('aria-valuemax', '1');
  await expect(formItem(form, '低频阈值').locator('input')).toHaveAttribute('aria-valuemin', '0');
  await expect(formItem(form, '个性化需求')).toContainText('无');
  await chooseOption(page, formItem(form, '个性化需求').locator('input'), '其他');
  await expect(formItem(form, '其他个性化需求')).toBeVisible();

  // The shared sections behave as in GUIDE-seq.
  await pick(form, '样本类型', '细胞渣');
  await expect(formItem(form, '浓度')).toHaveCount(0);
  await pick(form, '分析类型', '对照组');
  await expect(formItem(form, '对照样本名称')).toBeVisible();
});

test('create an amplicon order, continue adding, edit (更新成功), view the detail', DATABASE, async ({ page }) => {
  test.setTimeout(limit(240_000));
  await logIn(page, user);
  await open(page, '/order');
  await page.locator('.order-centre__menu .ant-menu-item', { hasText: '扩增子检测' }).click();
  await page.getByRole('button', { name: '添加扩增子检测' }).click();
  await expect(page).toHaveURL('/orderAmpliconAction');
  const form = page.getByTestId('sample-form');
  await formItem(form, '样本名称').locator('input').fill('Amp-1');
  await formItem(form, '浓度').locator('input').fill('50');
  await formItem(form, '体积').locator('input').fill('10');
  await expect(formItem(form, '总量').locator('input')).toHaveValue('0.5');
  await formItem(form, 'sgRNA+PAM序列').locator('input').fill('GAGTCCGAGCAGAAGAAGAAGGG');
  await chooseOption(page, formItem(form, '核酸酶').locator('input'), 'AsCpf1');
  await formItem(form, '正向引物序列').locator('input').fill('ACGTACGTACGTACGTACGT');
  await formItem(form, '反向引物序列').locator('input').fill('TGCATGCATGCATGCATGCA');
  await formItem(form, '退火温度').locator('input').fill('60');
  await formItem(form, '扩增子产物序列').locator('textarea').fill(AMPLICON);
  await page.getByTestId('sample-submit').click();
  await answerConfirmDialog(page, '不添加');
  // Back on the order centre's amplicon tab: the tab is in the address, so going back keeps it (issue 35).
  await expect(page).toHaveURL('/order?tab=amplicon');
  await expect(page.locator('.order-centre__menu .ant-menu-item', { hasText: '扩增子检测' })).toHaveClass(/ant-menu-item-selected/);
  const table = page.getByTestId('order-table-amplicon');
  const row = table.locator('tbody tr.ant-table-row').first();
  await expect(row).toContainText('扩增子检测');
  await expect(row.locator('td').nth(2)).toHaveText('1');
  const orderno = (await row.locator('td').first().textContent())!.trim();
  expect(orderno).toMatch(/^AM\d{14}$/);
  await row.getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/orderAmpliconList\?oid=\d+&orderno=AM\d+/);
  const list = page.getByTestId('sample-list');
  for (const title of ['样本名称', '样本类型', '物种来源', '创建日期', '状态', '操作']) await expect(list.locator('th', { hasText: title }).first()).toBeVisible();
  await expect(list.locator('th', { hasText: 'ODN' })).toHaveCount(0);
  // The crumb names the service, as on the other order pages, and leads back to its tab (issue 35).
  const crumbs = page.locator('.order-page__crumbs');
  await expect(crumbs).toContainText('扩增子检测');
  await expect(crumbs).not.toContainText('细胞株');
  await expect(crumbs.getByRole('link', { name: '扩增子检测' })).toHaveAttribute('href', '/order?tab=amplicon');

  // Continue adding samples from the list.
  await list.getByRole('button', { name: '继续添加样本' }).click();
  await expect(page).toHaveURL(/\/orderAmpliconAction\?oid=\d+$/);
  await formItem(form, '样本名称').locator('input').fill('Amp-2');
  await pick(form, '样本类型', '细胞渣');
  await formItem(form, 'sgRNA+PAM序列').locator('input').fill('GAGTCCGAGCAGAAGAAGAAGGG');
  await pick(form, '是否需要设计引物', '是，需要设计引物');
  await formItem(form, '侧翼序列').locator('textarea').fill('ACGTACGTTTGACCA');
  await page.getByTestId('sample-submit').click();
  await answerConfirmDialog(page, '不添加');
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(2);

  // Edit: the saved values load first, the AsCpf1 lock with them.
  await list.locator('tbody tr.ant-table-row', { hasText: 'Amp-1' }).getByRole('link', { name: '编辑' }).click();
  await expect(formItem(form, '样本名称').locator('input')).toHaveValue('Amp-1');
  await expect(formItem(form, '编辑位点距PAM距离').locator('input')).toHaveValue('1');
  await expect(formItem(form, '编辑窗口大小').locator('input')).toBeDisabled();
  await expect(formItem(form, '扩增子产物序列').locator('.ant-input-data-count')).toHaveText('200 / 300');
  await formItem(form, '样本名称').locator('input').fill('Amp-1b');
  await page.getByTestId('sample-submit').click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(list.locator('tbody tr.ant-table-row', { hasText: 'Amp-1b' })).toBeVisible();

  await list.locator('tbody tr.ant-table-row', { hasText: 'Amp-1b' }).getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/orderAmpliconDetail\?id=\d+&orderno=AM\d+&oid=\d+/);
  const detail = page.getByTestId('sample-detail');
  await expect(detail).toContainText(orderno);
  await expect(detail).toContainText('AsCpf1');
  await expect(detail).toContainText(AMPLICON);
  await expectNoSeriousAxeViolations(page);
  await expect(detail.getByRole('button', { name: '编辑' })).toBeVisible();
  await detail.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/orderAmpliconList\?/);
});

test('the order table pages by 10 (options 10 and 50), counts the records and searches by order number', DATABASE, async ({ page, request }) => {
  const pager = await createOrderUser(request, 'amplicon-pages');
  const numbers: string[] = [];
  for (let i = 0; i < 11; i++) {
    const created = await post(
      request,
      '/amplicon/addAmpliconOrder',
      {
        name: `P-${i}`,
        type: '细胞渣',
        laiyuan: 'human hg38',
        fenxi_leixing: '实验组',
        xulie: 'GAGTCCGAGCAGAAGAAGAAGGG',
        hexuanmei: 'SpCas9',
        is_yinwu: 1,
        yinwu_xulie: 'ACGT',
        is_dipin: 0,
        gexinghua_type: '无',
        is_remark: 0,
      },
      pager.token,
    );
    expect(created, JSON.stringify(created)).toMatchObject({ code: 200 });
    numbers.push(created.data.orderno);
  }
  await logIn(page, pager);
  await open(page, '/order');
  await page.locator('.order-centre__menu .ant-menu-item', { hasText: '扩增子检测' }).click();
  const table = page.getByTestId('order-table-amplicon');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(table.getByText('共 11 条记录')).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(numbers[10]);
  await table.locator('.ant-pagination-item-2').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(numbers[0]);
  const pageSize = table.locator('.ant-pagination-options .ant-select input');
  await pageSize.click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toHaveText(['10 条/页', '50 条/页']);
  await chooseOption(page, pageSize, '50 条/页');
  await expect(rows).toHaveCount(11);
  await table.getByPlaceholder('请输入订单号搜索').fill(numbers[4]);
  await table.getByPlaceholder('请输入订单号搜索').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(numbers[4]);
  await expect(table.getByText('共 1 条记录')).toBeVisible();
});

test('phone width: the amplicon form and the order cards without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, user);
  await open(page, '/orderAmpliconAction');
  await expect(page.getByTestId('sample-form')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await open(page, '/order');
  await page.locator('.order-centre__menu .ant-menu-item', { hasText: '扩增子检测' }).click();
  // Cards instead of the table on phones.
  await expect(page.getByTestId('order-table-amplicon').getByTestId('order-card').first()).toBeVisible();
  await expect(page.getByTestId('order-table-amplicon').locator('table')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});

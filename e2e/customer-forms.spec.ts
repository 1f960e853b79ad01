// What customer forms say before they are sent (issue 17, points 4 and 5; decision 0022): every field
// the contract requires carries antd's required marker and no optional one does (the cell-line form,
// counted against its schema); the computed 总量 never asks for itself; the CRISPR-Net form names a
// bad line and its position in Chinese and queues nothing, so an accepted job can follow at once.
import { expect, test, type Locator } from './support/test.ts';
import { chooseOption } from './support/antd.ts';
import { createOrderUser, formItem, logIn, open, pick, type OrderUser } from './support/order-helpers.ts';
import { limit } from './support/time-limits.ts';

/** The labels of the form's shown items, split by the required marker. */
async function markedLabels(form: Locator): Promise<{ required: string[]; optional: string[] }> {
  const labels = form.locator('.ant-form-item-label > label');
  const all = await labels.evaluateAll((nodes) =>
    nodes.map((n) => ({ text: (n.textContent ?? '').trim(), required: n.classList.contains('ant-form-item-required') })),
  );
  return { required: all.filter((l) => l.required).map((l) => l.text), optional: all.filter((l) => !l.required).map((l) => l.text) };
}

/** The error under a form item (not the previous one leaving in antd's animation). */
const errorOf = (item: Locator) => item.locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');

let user: OrderUser;
test.beforeAll(async ({ request }) => {
  user = await createOrderUser(request, 'forms');
});

test('the cell-line form marks each required field of its schema and no optional one', async ({ page }) => {
  await logIn(page, user);
  await open(page, '/orderCellAction');
  const form = page.getByTestId('cell-form');
  await expect(formItem(form, '细胞株类型')).toBeVisible();

  // Shown with the defaults: 21 required fields (contracts/order-cell.ts CELL_FIELDS) and the optional
  // ones: passages a week, passage ratio, remark, the host proof, and the primary-cell text, locked
  // and filled by the answer above it until 其他 is chosen.
  const shown = await markedLabels(form);
  expect(shown.required).toEqual([
    '细胞株类型',
    '目的基因名称/NCBI登录号/rs号',
    'guide/shRNA设计',
    '基因信息',
    '编辑后是否影响生长',
    '编辑后是否抑制存活',
    '宿主细胞名称',
    '备选细胞',
    '宿主细胞是否为原代细胞',
    '宿主细胞提供方',
    '基因拷贝数',
    '生长特性',
    '培养基类型',
    '完全培养基成分',
    '是否可无限传代',
    '梯度稀释是否影响生长',
    '单克隆细胞是否能存活',
    '是否携带有害病原体',
    '交付形式',
  ]);
  expect(shown.optional).toEqual(['原代细胞说明', '宿主细胞证明', '每周传代次数', '传代比例(%)', '备注']);

  // Fields a condition shows carry the marker their schema gives them.
  await chooseOption(page, formItem(form, '细胞株类型').locator('input'), '基因敲入');
  await pick(form, '是否定点敲入', '是');
  await pick(form, '宿主细胞是否为原代细胞', '其他');
  await pick(form, '基因拷贝数', '多拷贝');
  await pick(form, '是否携带有害病原体', '是');
  await pick(form, '编辑后是否影响生长', '是');
  // An answer shows its field a render after it is chosen: count once every field shown by one is there
  // (a busy CI run counted before 影响生长证明 appeared).
  for (const label of ['定点敲入位置序列', '拷贝数', '有害病原体说明', '影响生长证明']) await expect(formItem(form, label)).toBeVisible();
  const more = await markedLabels(form);
  for (const label of ['是否定点敲入', '定点敲入位置序列', '原代细胞说明', '拷贝数', '有害病原体说明']) expect(more.required).toContain(label);
  expect(more.optional).toEqual(['影响生长证明', '宿主细胞证明', '每周传代次数', '传代比例(%)', '备注']);

  // A required field left empty says the contract's message, not antd's default.
  await page.getByTestId('cell-submit').click();
  await expect(errorOf(formItem(form, '宿主细胞名称'))).toHaveText('请输入宿主细胞名称!');
});

test('总量 is computed, carries no marker and never asks 请输入总量!', async ({ page }) => {
  await logIn(page, user);
  await open(page, '/orderSeqAction');
  const form = page.getByTestId('sample-form');
  await formItem(form, '样本名称').locator('input').fill('S-1');
  await pick(form, '样本类型', 'DNA');
  const total = formItem(form, '总量');
  await expect(total).toBeVisible();
  await expect(total.locator('.ant-form-item-label > label')).not.toHaveClass(/ant-form-item-required/);
  await expect(formItem(form, '体积').locator('.ant-form-item-label > label')).toHaveClass(/ant-form-item-required/);

  await formItem(form, '浓度').locator('input').fill('100');
  await page.getByTestId('sample-submit').click();
  await expect(errorOf(formItem(form, '体积'))).toHaveText('请输入体积!');
  await expect(total.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(page.getByText('请输入总量!')).toHaveCount(0);

  await formItem(form, '体积').locator('input').fill('20');
  await expect(total.locator('input')).toHaveValue('2');
  await expect(page.getByText('请输入总量!')).toHaveCount(0);
});

test('the CRISPR-Net form names a bad line in Chinese and queues nothing', async ({ page }, testInfo) => {
  test.setTimeout(limit(240_000));
  await logIn(page, user);
  await open(page, '/crispr');
  await expect(formItem(page, '任务名称 (Job title)').locator('.ant-form-item-label > label')).toHaveClass(/ant-form-item-required/);
  await expect(formItem(page, '邮箱 (E-mail，选填)').locator('.ant-form-item-label > label')).not.toHaveClass(/ant-form-item-required/);

  await page.getByLabel('任务名称 (Job title)').fill('line check');
  const pairs = page.getByLabel('或粘贴序列对 (Sequence pairs)');
  const pairsError = errorOf(formItem(page, '或粘贴序列对 (Sequence pairs)'));
  const good = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
  await pairs.fill(`${good}\n${good}\nGAGTCCGAGCAGAAGAAGAAAGG,GAGTXAGAGCAGAAGAAGAAAGG`);
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(pairsError).toHaveText('第3行：脱靶序列第5位的字符“X”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）');
  // A line with one sequence is a guide to search in a genome only when it is 20 nt + PAM.
  await pairs.fill(`${good}\nGAGTCCGAGCAGAAGAAGAAA`);
  await expect(pairsError).toHaveText('第2行：缺少逗号分隔的两条序列（单独一条序列按 sgRNA 在基因组中搜索，应为23个碱基：20个碱基加3个碱基的PAM，此行21个字符）');
  await pairs.fill('GAGTCCGAGCAGAAGAAGAAAGGAA,GAGTTAGAGCAGAAGAAGAAAGGAA');
  await expect(pairsError).toHaveText('第1行：序列过长（25个字符），含缺口最多24个字符');
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page).toHaveURL('/crispr');

  // A csv is checked when it is chosen, before it is sent.
  const csvPath = testInfo.outputPath('bad-pairs.csv');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(csvPath, `on_seq,off_seq\n${good}\n${good.replace('GAGTT', 'GAGT')}\n`);
  await page.getByTestId('crispr-upload').locator('input[type=file]').setInputFiles(csvPath);
  await expect(errorOf(formItem(page, '上传 csv 文件'))).toHaveText(
    '第3行：两条序列长度不同（在靶序列23个字符，脱靶序列22个字符），请用 - 或 _ 补齐缺口',
  );

  // Nothing was queued, so the 30-second wait has not started: a good job is accepted at once.
  await pairs.fill(good);
  await page.getByRole('button', { name: '提交任务' }).click();
  await expect(page).toHaveURL(/\/crispr-result\?id=\d+$/);
});

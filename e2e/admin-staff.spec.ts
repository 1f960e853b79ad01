// 编辑员工 (admins): the dialog opens with the chosen member's name, roles and status, saves a new name
// and a disabled status, and opened for another member shows that member's values, not the last
// one's; a password typed and abandoned is gone at the next opening. Until an admin opens it, the
// page draws no dialog: on a phone it hydrates without fetching and applying antd's whole stylesheet.
import { expect, test } from './support/test.ts';
import { appliedAntdStylesheet, panelAtRest, waitForHydration } from './support/page-checks.ts';
import { addStaff, adminToken, staffSignIn } from './support/staff.ts';
import { E2E_ADMIN } from './support/test-server.ts';

const stamp = Date.now();
const FIRST = { email: `edit-a-${stamp}@e2e.example.com`, name: '孙编辑', password: 'Edit#2026first' };
const SECOND = { email: `edit-b-${stamp}@e2e.example.com`, name: '周实验', password: 'Edit#2026second' };

test('an admin edits one member, then another, each dialog with its own member’s values', async ({ page, request }) => {
  const token = await adminToken(request);
  await addStaff(request, token, FIRST, ['editor']);
  await addStaff(request, token, SECOND, ['lab', 'sales']);

  await page.setViewportSize({ width: 375, height: 800 });
  await staffSignIn(page, E2E_ADMIN);
  await page.goto('/admin/staff');
  await waitForHydration(page);
  await expect(page.getByRole('row', { name: new RegExp(SECOND.email) })).toBeVisible();
  await expect(page.locator('.ant-modal-root')).toHaveCount(0);
  expect(await appliedAntdStylesheet(page)).toBe(false);

  await page.getByRole('button', { name: `编辑 ${FIRST.email}` }).click();
  let dialog = page.getByRole('dialog', { name: `编辑员工：${FIRST.email}` });
  await panelAtRest(dialog);
  await expect(dialog.getByLabel('姓名')).toHaveValue(FIRST.name);
  const roles = dialog.locator('.ant-form-item').filter({ hasText: '角色' });
  await expect(roles).toContainText('编辑');
  await expect(dialog.getByRole('switch', { name: '启用' })).toBeChecked();
  await dialog.getByLabel('姓名').fill('孙主编');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row', { name: new RegExp(FIRST.email) })).toContainText('孙主编');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: `编辑 ${SECOND.email}` }).click();
  dialog = page.getByRole('dialog', { name: `编辑员工：${SECOND.email}` });
  await panelAtRest(dialog);
  await expect(dialog.getByLabel('姓名')).toHaveValue(SECOND.name);
  await expect(dialog.locator('.ant-form-item').filter({ hasText: '角色' })).toContainText('实验室');
  await expect(dialog.locator('.ant-form-item').filter({ hasText: '角色' })).toContainText('销售');
  await expect(dialog.locator('.ant-form-item').filter({ hasText: '角色' })).not.toContainText('编辑');
  await dialog.getByRole('switch', { name: '启用' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  const second = page.getByRole('row', { name: new RegExp(SECOND.email) });
  await expect(second).toContainText('停用');
  await expect(second).toContainText(SECOND.name);

  // A password typed and abandoned is gone at the next opening, which shows the saved name.
  await page.getByRole('button', { name: `编辑 ${FIRST.email}` }).click();
  dialog = page.getByRole('dialog', { name: `编辑员工：${FIRST.email}` });
  await panelAtRest(dialog);
  await expect(dialog.getByLabel('姓名')).toHaveValue('孙主编');
  await dialog.getByLabel('重设密码').fill('Typed#2026never');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: `编辑 ${FIRST.email}` }).click();
  dialog = page.getByRole('dialog', { name: `编辑员工：${FIRST.email}` });
  await panelAtRest(dialog);
  await expect(dialog.getByLabel('重设密码')).toHaveValue('');
  await expect(dialog.getByLabel('姓名')).toHaveValue('孙主编');
});

// Staff in browser tests: calls of the console's API (/api/admin/v1), the first admin's session (the
// admin `npm run staff -- add` made before the server started, test-server.ts), members added through
// it, and signing in on /admin/login as the console's own form does.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffRole } from '../../contracts/staff-roles.ts';
import { waitForHydration } from './page-checks.ts';
import { E2E_ADMIN } from './test-server.ts';

export interface StaffLogin {
  email: string;
  password: string;
}

/** A console API call; answers its envelope. Without a token the call has no session. */
export async function adminPost(request: APIRequestContext, path: string, body: Record<string, unknown>, token?: string) {
  const response = await request.post(`/api/admin/v1${path}`, { data: body, headers: token ? { authentication: token } : {} });
  return response.json();
}

/** The first admin's session token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await adminPost(request, '/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200, data: { step: 'done' } });
  return login.data.token;
}

/** Adds a member with these roles through an admin's session (`adminToken`). */
export async function addStaff(request: APIRequestContext, token: string, member: StaffLogin & { name: string }, roles: StaffRole[]) {
  const added = await adminPost(request, '/staff/add', { ...member, roles }, token);
  expect(added, JSON.stringify(added)).toMatchObject({ code: 200 });
}

/** Signs in on /admin/login and waits for the console's member menu. */
export async function staffSignIn(page: Page, who: StaffLogin) {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('邮箱').fill(who.email);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('console-member')).toBeVisible();
}

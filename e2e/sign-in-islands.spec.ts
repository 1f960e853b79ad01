// /register and /login are lazy islands (decision 0043): the server's HTML until the island's code has
// arrived, and on a client-side navigation the route waits for that code (its clientLoader), so the
// page never stands without its card in between.
import { expect, test } from './support/test.ts';
import { waitForHydration } from './support/page-checks.ts';

test('a client-side navigation between /register and /login never shows the page without its card', async ({ page }) => {
  await page.goto('/register');
  await waitForHydration(page);
  await page.evaluate(() => {
    const state = window as unknown as { emptyMoments: number };
    state.emptyMoments = 0;
    new MutationObserver(() => {
      const onAuthPage = location.pathname === '/login' || location.pathname === '/register';
      if (onAuthPage && !document.querySelector('[data-testid=login-page], [data-testid=register-page]')) state.emptyMoments += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: '立即登录' }).click();
  await expect(page.getByTestId('email-login-form')).toBeVisible();
  await page.getByRole('link', { name: '立即注册' }).click();
  await expect(page.getByTestId('register-form')).toBeVisible();
  // The forms work after the navigation: an empty submit shows the specification's message.
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-form').getByText('请输入邮箱!')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { emptyMoments: number }).emptyMoments)).toBe(0);
});

// Helpers of the ordering specs: a registered, activated, logged-in customer (through the API and the
// mail outbox), the session put into the browser, form-item lookups by their label, and an order
// submitted through the API.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createCustomer, post, type Customer } from './customer.ts';
import { waitForHydration } from './page-checks.ts';
import { guideOrderBody } from './guide-order-body.ts';

export { logIn, post } from './customer.ts';
export type OrderUser = Customer;

export const createOrderUser = (request: APIRequestContext, name: string): Promise<OrderUser> => createCustomer(request, name, { fname: '订', lname: '单' });

export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The form item whose label is exactly `label`. */
export function formItem(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A `has` locator is resolved inside each candidate, so it must start from the page, not the scope.
  const page = 'goto' in scope ? scope : scope.page();
  return scope.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label > label', { hasText: new RegExp(`^${escaped}$`) }) });
}

/** Clicks the radio option `option` of the item labelled `label`. */
export async function pick(scope: Page | Locator, label: string, option: string) {
  await formItem(scope, label).locator('label.ant-radio-wrapper', { hasText: new RegExp(`^${option}$`) }).click();
}

/** Submits, as the customer, a GUIDE-seq order of one DNA sample; answers its id and number. */
export async function submitGuideOrder(request: APIRequestContext, customer: Customer): Promise<{ id: number; orderno: string }> {
  const added = await post(
    request,
    '/guide/addGuideOrder',
    guideOrderBody('HEK293-EMX1'),
    customer.token,
  );
  expect(added, JSON.stringify(added)).toMatchObject({ code: 200 });
  return { id: added.data.info, orderno: added.data.orderno };
}

export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/** The element is shown and lies within a 375 px wide phone screen (no need to scroll sideways to reach it). */
export async function expectWithinPhoneWidth(locator: Locator, width = 375) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

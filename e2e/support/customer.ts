// A registered, activated, logged-in customer for browser tests: registration through the API (the
// test captcha answer), activation from the mail outbox, login through the API, and the session put
// into the browser's session storage as the login page does.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, newestMail } from './outbox.ts';
import { E2E_CAPTCHA_ANSWER } from './test-server.ts';

export const CUSTOMER_PASSWORD = 'Gene#2024pass';

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

export async function post<T = any>(request: APIRequestContext, path: string, body: Record<string, unknown> = {}, token?: string) {
  const response = await request.post(`/api/v1${path}`, { data: body, headers: token ? { authentication: token } : {} });
  return (await response.json()) as Envelope<T>;
}

export interface Customer {
  email: string;
  token: string;
  userinfo: Record<string, unknown>;
}

let seq = 0;
/** Unique within a run: every spec of a Playwright worker shares this module. */
const uniquePhone = () => `15${(seq++ % 8) + 1}${String((Date.now() + seq * 7919) % 1e8).padStart(8, '0')}`;

/** `address` (the customer's organisation, shown on the manifest) lets English pages be checked with English data. */
export async function createCustomer(
  request: APIRequestContext,
  name: string,
  names: { fname: string; lname: string; address?: string } = { fname: '测', lname: '试' },
): Promise<Customer> {
  const { address = '测试大学', ...person } = names;
  const email = `${name}-${Date.now()}-${seq}@example.com`;
  const provinces = await post<Array<{ id: number }>>(request, '/help/getArea', { pid: 0 });
  const cities = await post<Array<{ id: number }>>(request, '/help/getArea', { pid: provinces.data[0]!.id });
  const captcha = await post<{ key: string }>(request, '/help/verify');
  const registered = await post(request, '/user/register', {
    email,
    ...person,
    password: CUSTOMER_PASSWORD,
    password2: CUSTOMER_PASSWORD,
    country: 0,
    province_id: provinces.data[0]!.id,
    city_id: cities.data[0]!.id,
    address,
    tel: uniquePhone(),
    is_sendup: true,
    privacy: true,
    captcha: E2E_CAPTCHA_ANSWER,
    captcha_key: captcha.data.key,
  });
  expect(registered, JSON.stringify(registered)).toMatchObject({ code: 200 });
  const activation = await request.get(linkIn(await newestMail({ to: email }), 'activate'));
  expect(activation.url()).toContain('activated=1');
  const login = await post(request, '/user/login', { email, password: CUSTOMER_PASSWORD });
  expect(login, JSON.stringify(login)).toMatchObject({ code: 200 });
  return { email, token: login.data.token, userinfo: login.data.userinfo };
}

/** Puts the session into the browser's session storage, as a login does. */
export async function logIn(page: Page, user: Customer) {
  await page.goto('/privacyPolicy');
  await page.evaluate(
    ({ token, userinfo }) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('userInfo', JSON.stringify(userinfo));
    },
    { token: user.token, userinfo: user.userinfo },
  );
}

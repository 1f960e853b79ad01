// The operations console for `npm run bench:lighthouse -- --console`: its pages (every one in
// contracts/console-paths.ts, the detail pages on the newest order and customer), the admin, customers
// and orders the server is prepared with, and the staff token put where the console keeps it (localStorage,
// which Lighthouse's storage reset leaves alone) before each run of a signed-in page.
import { chromium } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { CONSOLE_PAGES, consolePath, type ConsolePageName } from '../contracts/console-paths.ts';
import { STORAGE_KEYS } from '../app/api/session.ts';
import { CONSOLE_HOME } from '../contracts/console-home.ts';
import { CONSOLE_COOKIE } from '../server/http/console-cookie.ts';
import { E2E_ADMIN, runStaffCli, type ServerOptions } from '../e2e/support/test-server.ts';
import { addConsoleDemoOrders } from './console-demo-orders.ts';

export interface ConsoleBenchPage {
  name: string;
  path: string;
  signedIn: boolean;
}

/** Before the server starts (`prepare` of startServer): the admin the pages are read as, customers and orders. */
export function prepareConsole(options: ServerOptions) {
  return async ({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }) => {
    await runStaffCli(options, databaseUrl, ['add', '--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name, '--role', 'admin', '--password', E2E_ADMIN.password]);
    await addConsoleDemoOrders(options, dataDir, databaseUrl);
  };
}

async function adminCall<T>(base: string, path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${base}/api/admin/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authentication: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg?: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg ?? ''}`);
  return answer.data;
}

/** The admin's session token, after enrolling the two-step sign-in production asks admins for. */
export async function consoleToken(base: string): Promise<string> {
  const login = await adminCall<{ token: string; must_enrol: boolean }>(base, '/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  if (login.must_enrol) {
    const { secret } = await adminCall<{ secret: string }>(base, '/auth/totpSetup', {}, login.token);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    await adminCall(base, '/auth/totpConfirm', { totp }, login.token);
  }
  return login.token;
}

/** Every console page, the sign-in first; detail pages open the newest demo order and customer. */
export async function consolePages(base: string, token: string): Promise<ConsoleBenchPage[]> {
  const orders = await adminCall<{ data: Array<{ kind: string; id: number }> }>(base, '/orders/list', { page: 1, size: 1 }, token);
  const customers = await adminCall<{ data: Array<{ id: number }> }>(base, '/customers/list', { page: 1, size: 1 }, token);
  const order = orders.data[0];
  const customer = customers.data[0];
  if (!order || !customer) throw new Error('The demo content has no order or no customer to open.');
  return (Object.keys(CONSOLE_PAGES) as ConsolePageName[]).map((name) => {
    const path =
      name === 'admin-order-detail'
        ? consolePath(name, { kind: order.kind, id: order.id })
        : name === 'admin-customer-detail'
          ? consolePath(name, { id: customer.id })
          : consolePath(name as Exclude<ConsolePageName, 'admin-order-detail' | 'admin-customer-detail'>);
    return { name: name.replace(/^admin-/, ''), path, signedIn: name !== 'admin-login' };
  });
}

/**
 * Stores (or, with null, forgets) the staff token for the server's origin in the browser on `port`,
 * with the console's page cookie the sign-in sets beside it (decision 0091).
 */
export async function storeStaffToken(chromePort: number, origin: string, token: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/healthz`);
    await page.evaluate(
      ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
      [STORAGE_KEYS.staffToken, token] as const,
    );
    await page.close();
    if (token === null) await context.clearCookies({ name: CONSOLE_COOKIE });
    else await context.addCookies([{ name: CONSOLE_COOKIE, value: token, domain: new URL(origin).hostname, path: CONSOLE_HOME, httpOnly: true, sameSite: 'Strict' }]);
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

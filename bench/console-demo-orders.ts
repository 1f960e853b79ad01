// Customers and orders for the console's Lighthouse runs: the demo content has none, and the console's
// lists, detail pages and dashboard should be measured with something in them. They are made the way
// customers make them, through the API, by a server in test mode (the only mode that takes the fixed
// captcha answer) on the benchmark's data folder before the production server starts on it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readOutbox } from '../server/modules/mail/outbox.ts';
import { E2E_CAPTCHA_ANSWER, repoRoot, serverEnvironment, type ServerOptions } from '../e2e/support/test-server.ts';
import { guideOrderBody } from '../e2e/support/guide-order-body.ts';
import { freePort } from './free-port.ts';

const PASSWORD = 'Gene#2024bench';
const CUSTOMERS = [
  { email: 'zhang.wei@bench.example.com', fname: '伟', lname: '张', address: '复旦大学生命科学学院', tel: '13812345601' },
  { email: 'li.na@bench.example.com', fname: '娜', lname: '李', address: '中国科学院上海营养与健康研究所', tel: '13812345602' },
] as const;
const ORDERS_PER_CUSTOMER = 3;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(base: string, endpoint: string, body: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${base}/api/v1${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authentication: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${endpoint}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function activationLink(outbox: string, email: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mail = (await readOutbox(outbox)).filter((message) => message.to.includes(email)).at(-1);
    const link = mail?.text.match(/https?:\/\/[^\s<>"']+/g)?.find((url) => url.includes('activate'));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No activation mail for ${email}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function addCustomerWithOrders(base: string, outbox: string, customer: (typeof CUSTOMERS)[number], index: number) {
  const [province] = await call<Array<{ id: number }>>(base, '/help/getArea', { pid: 0 });
  const [city] = await call<Array<{ id: number }>>(base, '/help/getArea', { pid: province!.id });
  const captcha = await call<{ key: string }>(base, '/help/verify');
  const { email, tel, ...person } = customer;
  await call(base, '/user/register', {
    email,
    ...person,
    password: PASSWORD,
    password2: PASSWORD,
    country: 0,
    province_id: province!.id,
    city_id: city!.id,
    tel,
    is_sendup: true,
    privacy: true,
    captcha: E2E_CAPTCHA_ANSWER,
    captcha_key: captcha.key,
  });
  await fetch(await activationLink(outbox, email));
  const { token } = await call<{ token: string }>(base, '/user/login', { email, password: PASSWORD });
  for (let order = 0; order < ORDERS_PER_CUSTOMER; order += 1) {
    await call(base, '/guide/addGuideOrder', guideOrderBody(`HEK293-EMX1-${index + 1}${String.fromCharCode(65 + order)}`), token);
  }
}

/** Runs a test-mode server on `dataDir` (and `databaseUrl`), adds the customers and their orders, stops it. */
export async function addConsoleDemoOrders(options: ServerOptions, dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const port = await freePort();
  const env = { ...serverEnvironment({ ...options, port, nodeEnv: 'test' }, databaseUrl), DATA_DIR: dataDir };
  const child = spawn(process.execPath, [path.join(repoRoot, 'server', 'main.ts')], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error('The set-up server exited during start-up.');
      const up = await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('The set-up server did not answer /healthz within 120 s.');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const outbox = path.join(dataDir, 'outbox');
    for (const [index, customer] of CUSTOMERS.entries()) await addCustomerWithOrders(base, outbox, customer, index);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

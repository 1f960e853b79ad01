// SMS delivery: the file outbox, and Alibaba Cloud's SendSms through the official SDK against a local
// fake of the API (SMS_ALIYUN_ENDPOINT=http://127.0.0.1:PORT).
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sendSmsHandler } from '../../jobs/handlers/send-sms.ts';
import { sendSms } from '../../jobs/kinds/send-sms.ts';
import { readOutbox } from '../mail/outbox.ts';
import { aliyunEndpoint, SmsProviderError } from './aliyun.ts';
import { createSmsService, type SmsMessage } from './service.ts';

const silentLog = { info() {} } as never;
const message: SmsMessage = { phone: '13800000001', prefix: '86', code: '123456', purpose: 'login' };

describe('SMS outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sms-outbox-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes one readable file per text with the phone and the Chinese message', async () => {
    const sms = createSmsService(loadConfig({ DATA_DIR: dir, SMS_OUTBOX_DIR: path.join(dir, 'sms') }), { send: async () => null }, silentLog);
    const lines: string[] = [];
    const delivery = await sms.deliverNow(message, { info: (line: string) => lines.push(line) } as never);
    await sms.deliverNow({ ...message, phone: '13900000002', code: '654321' }, silentLog);
    expect(delivery.provider).toBe('outbox');
    const texts = await readOutbox(path.join(dir, 'sms'));
    expect(texts).toHaveLength(2);
    expect(texts[0].file).toBe(delivery.id);
    expect(texts[0].headers).toMatchObject({ Phone: '13800000001', Prefix: '86', Purpose: 'login', To: '+86 13800000001' });
    expect(texts[0].text).toBe('【澄源基因】您的验证码为123456，10分钟内有效。');
    expect(texts[1].text).toContain('654321');
    const raw = await fs.readFile(delivery.id, 'utf8');
    expect(raw).toContain('13800000001');
    expect(raw).toContain('【澄源基因】您的验证码为123456，10分钟内有效。');
    // The log line names the phone, never the code.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('13800000001');
    expect(lines[0]).not.toContain('123456');
  });

  it('queues a send-sms job carrying the message', async () => {
    const sent: unknown[] = [];
    const sms = createSmsService(loadConfig({ DATA_DIR: dir }), { send: async (kind, payload) => (sent.push([kind.name, payload]), 'id') }, silentLog);
    await sms.send({ ...message, prefix: '' });
    expect(sent).toEqual([['send-sms', { ...message, prefix: '86' }]]);
    expect(sendSms.policy.retryLimit).toBeGreaterThan(0);
  });
});

describe('Alibaba Cloud SMS through the SDK', () => {
  let server: http.Server;
  let endpoint = '';
  let answer: { status: number; body: Record<string, string> } = { status: 200, body: {} };
  const seen: { method: string; action: string; query: URLSearchParams }[] = [];

  const aliyunConfig = () =>
    loadConfig({
      DATA_DIR: '/tmp/unused-sms',
      SMS_PROVIDER: 'aliyun',
      SMS_ALIYUN_ACCESS_KEY_ID: 'test-key-id',
      SMS_ALIYUN_ACCESS_KEY_SECRET: 'test-key-secret',
      SMS_ALIYUN_SIGN_NAME: '澄源基因',
      SMS_ALIYUN_TEMPLATE_CODE: 'SMS_100000001',
      SMS_ALIYUN_ENDPOINT: endpoint,
    });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        seen.push({ method: req.method ?? '', action: String(req.headers['x-acs-action'] ?? url.searchParams.get('Action')), query: url.searchParams });
        const ok =
          req.headers['x-acs-action'] === 'SendSms' &&
          url.searchParams.get('PhoneNumbers') &&
          url.searchParams.get('SignName') === '澄源基因' &&
          url.searchParams.get('TemplateCode') === 'SMS_100000001' &&
          String(req.headers.authorization ?? '').includes('test-key-id');
        res.statusCode = ok ? answer.status : 400;
        res.setHeader('content-type', 'application/json;charset=utf-8');
        res.end(JSON.stringify(ok ? answer.body : { Code: 'isv.BAD_REQUEST', Message: 'fake: unexpected request', RequestId: 'r0' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('reads the endpoint setting as host and protocol', () => {
    expect(aliyunEndpoint(undefined)).toEqual({ endpoint: 'dysmsapi.aliyuncs.com', protocol: 'https' });
    expect(aliyunEndpoint('http://127.0.0.1:4567')).toEqual({ endpoint: '127.0.0.1:4567', protocol: 'http' });
    expect(aliyunEndpoint('dysmsapi.ap-southeast-1.aliyuncs.com')).toEqual({ endpoint: 'dysmsapi.ap-southeast-1.aliyuncs.com', protocol: 'https' });
  });

  it('sends SendSms with the phone, sign name, template and {"code":…}', async () => {
    answer = { status: 200, body: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990' } };
    const sms = createSmsService(aliyunConfig(), { send: async () => null }, silentLog);
    const delivery = await sms.deliverNow(message, silentLog);
    expect(delivery).toEqual({ provider: 'aliyun', id: '900619746936498440^0' });
    const last = seen[seen.length - 1];
    expect(last.action).toBe('SendSms');
    expect(last.query.get('PhoneNumbers')).toBe('13800000001');
    expect(last.query.get('SignName')).toBe('澄源基因');
    expect(last.query.get('TemplateCode')).toBe('SMS_100000001');
    expect(JSON.parse(last.query.get('TemplateParam')!)).toEqual({ code: '123456' });
  });

  it('puts the country code in front of non-mainland numbers', async () => {
    answer = { status: 200, body: { Code: 'OK', Message: 'OK', BizId: 'b2', RequestId: 'r2' } };
    await createSmsService(aliyunConfig(), { send: async () => null }, silentLog).deliverNow({ ...message, prefix: '87' }, silentLog);
    expect(seen[seen.length - 1].query.get('PhoneNumbers')).toBe('8713800000001');
  });

  it('fails the job when Alibaba Cloud does not answer OK, so pg-boss retries it', async () => {
    answer = { status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'r3' } };
    const sms = createSmsService(aliyunConfig(), { send: async () => null }, silentLog);
    const run = sendSmsHandler({ sms }).run(message, { log: silentLog, jobId: 'j1', signal: new AbortController().signal });
    await expect(run).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sms.deliverNow(message, silentLog)).rejects.toThrow(/isv.BUSINESS_LIMIT_CONTROL/);
  });

  it('fails on an HTTP error answer too', async () => {
    answer = { status: 500, body: { Code: 'InternalError', Message: 'The request processing has failed due to some unknown error.', RequestId: 'r4' } };
    await expect(createSmsService(aliyunConfig(), { send: async () => null }, silentLog).deliverNow(message, silentLog)).rejects.toThrow();
  });
});

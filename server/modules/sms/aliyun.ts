// Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms) through the official SDK. The template must take
// one parameter `code`. SMS_ALIYUN_ENDPOINT may be a bare host (default dysmsapi.aliyuncs.com, https)
// or a full URL such as http://127.0.0.1:PORT, whose scheme the SDK then uses (tests run a fake).
import * as dysmsapi from '@alicloud/dysmsapi20170525';
import * as openapi from '@alicloud/openapi-client';
import * as teaUtil from '@alicloud/tea-util';
import type { AppConfig } from '../../config.ts';

export interface AliyunSendResult {
  bizId: string;
  requestId: string;
}

export class SmsProviderError extends Error {
  readonly providerCode: string;
  constructor(providerCode: string, message: string) {
    super(`Alibaba Cloud SMS refused: ${providerCode} ${message}`);
    this.name = 'SmsProviderError';
    this.providerCode = providerCode;
  }
}

type ClientClass = typeof dysmsapi.default;

// The package is CommonJS compiled from TypeScript: under Node's ESM loader the class sits one
// `default` deeper than under a bundler.
const Client: ClientClass = ((dysmsapi.default as unknown as { default?: ClientClass }).default ?? dysmsapi.default) as ClientClass;

/** Splits SMS_ALIYUN_ENDPOINT into the SDK's host[:port] and protocol. */
export function aliyunEndpoint(setting: string | undefined): { endpoint: string; protocol: 'http' | 'https' } {
  if (!setting) return { endpoint: 'dysmsapi.aliyuncs.com', protocol: 'https' };
  if (/^https?:\/\//i.test(setting)) {
    const url = new URL(setting);
    return { endpoint: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https' };
  }
  return { endpoint: setting.replace(/\/+$/, ''), protocol: 'https' };
}

/** The number as Alibaba Cloud expects it: mainland numbers bare, others with their country code. */
export const aliyunPhoneNumber = (phone: string, prefix: string): string => (prefix === '86' ? phone : `${prefix}${phone}`);

export function createAliyunSms(config: AppConfig) {
  let client: InstanceType<ClientClass> | null = null;
  const getClient = () => {
    if (client) return client;
    const { endpoint, protocol } = aliyunEndpoint(config.SMS_ALIYUN_ENDPOINT);
    const sdkConfig = new openapi.Config({
      accessKeyId: config.SMS_ALIYUN_ACCESS_KEY_ID,
      accessKeySecret: config.SMS_ALIYUN_ACCESS_KEY_SECRET,
      endpoint,
      protocol,
    });
    client = new Client(sdkConfig as never);
    return client;
  };

  return {
    async sendCode(phone: string, prefix: string, code: string): Promise<AliyunSendResult> {
      const request = new dysmsapi.SendSmsRequest({
        phoneNumbers: aliyunPhoneNumber(phone, prefix),
        signName: config.SMS_ALIYUN_SIGN_NAME,
        templateCode: config.SMS_ALIYUN_TEMPLATE_CODE,
        templateParam: JSON.stringify({ code }),
      });
      const runtime = new teaUtil.RuntimeOptions({ connectTimeout: 5000, readTimeout: 10000, autoretry: false });
      const response = await getClient().sendSmsWithOptions(request, runtime as never);
      const body = response.body;
      if (body?.code !== 'OK') throw new SmsProviderError(body?.code ?? 'NoAnswer', body?.message ?? '');
      return { bizId: body.bizId ?? '', requestId: body.requestId ?? '' };
    },
  };
}

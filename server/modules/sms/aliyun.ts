// Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms) through the official SDK. The template must take
// one parameter `code`. SMS_ALIYUN_ENDPOINT may be a bare host (default dysmsapi.aliyuncs.com, https)
// or a full URL such as http://127.0.0.1:PORT, whose scheme the SDK then uses (tests run a fake).
import type * as Dysmsapi from '@alicloud/dysmsapi20170525';
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

type ClientClass = typeof Dysmsapi.default;

/**
 * The SDK (three CommonJS packages and their dependencies) is loaded on the first text sent, not
 * when the app starts: most installations use the outbox, and start-up should not pay for it.
 */
async function loadSdk() {
  const [dysmsapi, openapi, teaUtil] = await Promise.all([
    import('@alicloud/dysmsapi20170525'),
    import('@alicloud/openapi-client'),
    import('@alicloud/tea-util'),
  ]);
  // The package is CommonJS compiled from TypeScript: under Node's ESM loader the class sits one
  // `default` deeper than under a bundler.
  const Client = ((dysmsapi.default as unknown as { default?: ClientClass }).default ?? dysmsapi.default) as ClientClass;
  return { Client, SendSmsRequest: dysmsapi.SendSmsRequest, Config: openapi.Config, RuntimeOptions: teaUtil.RuntimeOptions };
}

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
  let connecting: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: InstanceType<ClientClass> }> | null = null;
  const connect = () =>
    (connecting ??= loadSdk().then(
      (sdk) => {
        const { endpoint, protocol } = aliyunEndpoint(config.SMS_ALIYUN_ENDPOINT);
        const sdkConfig = new sdk.Config({
          accessKeyId: config.SMS_ALIYUN_ACCESS_KEY_ID,
          accessKeySecret: config.SMS_ALIYUN_ACCESS_KEY_SECRET,
          endpoint,
          protocol,
        });
        return { sdk, client: new sdk.Client(sdkConfig as never) };
      },
      (error: unknown) => {
        // A failed load is tried again on the next text (the job is retried) rather than remembered.
        connecting = null;
        throw error;
      },
    ));

  return {
    async sendCode(phone: string, prefix: string, code: string): Promise<AliyunSendResult> {
      const { sdk, client } = await connect();
      const request = new sdk.SendSmsRequest({
        phoneNumbers: aliyunPhoneNumber(phone, prefix),
        signName: config.SMS_ALIYUN_SIGN_NAME,
        templateCode: config.SMS_ALIYUN_TEMPLATE_CODE,
        templateParam: JSON.stringify({ code }),
      });
      const runtime = new sdk.RuntimeOptions({ connectTimeout: 5000, readTimeout: 10000, autoretry: false });
      const response = await client.sendSmsWithOptions(request, runtime as never);
      const body = response.body;
      if (body?.code !== 'OK') throw new SmsProviderError(body?.code ?? 'NoAnswer', body?.message ?? '');
      return { bizId: body.bizId ?? '', requestId: body.requestId ?? '' };
    },
  };
}

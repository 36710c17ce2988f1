import { createHmac, randomUUID } from 'node:crypto';
import type { SmsSender } from './sms';

/**
 * The production SMS adapter: Alibaba Cloud SMS (`dysmsapi`, API version 2017-05-25), the gateway
 * most Chinese government sites send through. One `SendSms` call per message, signed with the
 * RPC signature (HMAC-SHA1 over the sorted, percent-encoded parameters). Only the registered
 * template and its variables leave the server; the gateway turns them into the text.
 *
 * Configured by environment (see `smsGatewayFromEnv` in the API's config): endpoint, access key,
 * signature name (签名) and template code (模板).
 */
export interface AliyunSmsOptions {
  /** e.g. `https://dysmsapi.aliyuncs.com/`; a local fake gateway in tests. */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature name, e.g. `江苏省公共数据`. */
  signName: string;
  /** The approved template, e.g. `SMS_123456789`, with a `${code}` variable. */
  templateCode: string;
  /** Issue 22: the approved notice template, with a `${title}` variable; without it notices are refused. */
  noticeTemplateCode?: string;
  regionId?: string;
  /** A send that takes longer has failed (the caller fails closed). Default 5 s. */
  timeoutMs?: number;
  /** Replaceable for tests. */
  now?: () => number;
  nonce?: () => string;
}

/** The gateway refused a message (its `Code` is not `OK`) or could not be reached. */
export class SmsGatewayError extends Error {
  constructor(
    readonly gatewayCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

/** Percent-encoding of the RPC signature: RFC 3986, only `A-Z a-z 0-9 - _ . ~` left as they are. */
export function popPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The RPC signature (SignatureVersion 1.0, HMAC-SHA1) of a parameter set, `Signature` itself left out. */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${popPercentEncode(key)}=${popPercentEncode(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${popPercentEncode('/')}&${popPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** `2026-11-25T13:00:00Z`: the timestamp format the gateway signs (seconds, UTC). */
const gatewayTimestamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createAliyunSmsSender(options: AliyunSmsOptions): SmsSender {
  const { now = Date.now, nonce = randomUUID, timeoutMs = 5_000 } = options;
  return {
    async send(phone, message) {
      const templateCode = message.template === 'notice' ? options.noticeTemplateCode : options.templateCode;
      if (!templateCode) throw new SmsGatewayError('NoTemplate', 'no SMS template is configured for notices (SMS_NOTICE_TEMPLATE_CODE)');
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: options.regionId ?? 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: nonce(),
        SignatureVersion: '1.0',
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(message.params),
        Timestamp: gatewayTimestamp(now()),
        Version: '2017-05-25',
      };
      params['Signature'] = rpcSignature('POST', params, options.accessKeySecret);
      let response: Response;
      try {
        response = await fetch(options.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
          body: new URLSearchParams(params).toString(),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsGatewayError('UNREACHABLE', `SMS gateway unreachable: ${(error as Error).name}`);
      }
      const text = await response.text().catch(() => '');
      let answer: { Code?: unknown; Message?: unknown } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON: handled below as a failure.
      }
      if (!response.ok || answer.Code !== 'OK') {
        const code = typeof answer.Code === 'string' ? answer.Code : `HTTP_${response.status}`;
        throw new SmsGatewayError(code, `SMS gateway refused the message: ${code}${typeof answer.Message === 'string' ? ` (${answer.Message})` : ''}`);
      }
    },
  };
}

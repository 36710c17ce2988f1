import { z } from 'zod';
import type { CasAttributes } from './cas-protocol';

export type CasValidateResult =
  | { ok: true; user: string; attributes: CasAttributes }
  | {
      ok: false;
      /** A CAS failure code (INVALID_TICKET, INVALID_SERVICE, …) or PROVIDER_UNAVAILABLE. */
      code: string;
      description: string;
    };

export interface CasClientOptions {
  /** The CAS server root, e.g. `https://sso.example.gov.cn/cas` or `http://127.0.0.1:3000/cas`. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Whole-call budget (connect, headers and body). Default 5000 ms. */
  timeoutMs?: number;
}

export interface CasClient {
  readonly baseUrl: string;
  /** Validates a service ticket server-to-server (CAS 3.0 `/p3/serviceValidate`, JSON). Never throws. */
  validate(ticket: string, service: string): Promise<CasValidateResult>;
  loginUrl(service: string): string;
  logoutUrl(service: string): string;
  registerUrl(): string;
}

export const PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE';
const UNAVAILABLE: CasValidateResult = { ok: false, code: PROVIDER_UNAVAILABLE, description: '统一身份认证服务暂不可用' };

const trimBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

/** The provider's login page for `service`. */
export function loginUrl(baseUrl: string, service: string): string {
  return `${trimBase(baseUrl)}/login?service=${encodeURIComponent(service)}`;
}

/** The provider's logout page, linking back to `service`. */
export function logoutUrl(baseUrl: string, service: string): string {
  return `${trimBase(baseUrl)}/logout?service=${encodeURIComponent(service)}`;
}

/** The provider's corporate (法人) registration page. */
export function registerUrl(baseUrl: string): string {
  return `${trimBase(baseUrl)}/register`;
}

/** Some CAS servers release every attribute as a list; a single value is accepted either way. */
const attribute = z.union([z.string(), z.tuple([z.string()])]).transform((value) => (Array.isArray(value) ? value[0] : value));

const responseSchema = z.object({
  serviceResponse: z.union([
    z.object({
      authenticationSuccess: z.object({
        user: z.string().min(1),
        attributes: z.object({
          userType: z.union([z.enum(['corporation', 'natural']), z.tuple([z.enum(['corporation', 'natural'])])]),
          name: attribute,
          creditCode: attribute.optional(),
        }),
      }),
    }),
    z.object({
      authenticationFailure: z.object({ code: z.string().min(1), description: z.string().optional() }),
    }),
  ]),
});

/** A CAS 3.0 client for the government SSO or the dev provider. Fails closed. */
export function createCasClient({ baseUrl, fetch = globalThis.fetch, timeoutMs = 5000 }: CasClientOptions): CasClient {
  const root = trimBase(baseUrl);

  async function validate(ticket: string, service: string): Promise<CasValidateResult> {
    const url = new URL(`${root}/p3/serviceValidate`);
    url.searchParams.set('service', service);
    url.searchParams.set('ticket', ticket);
    url.searchParams.set('format', 'JSON');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let body: unknown;
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'error', signal: controller.signal });
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        return UNAVAILABLE;
      }
      body = JSON.parse(await response.text());
    } catch {
      // Network error, timeout, redirect or a body that is not JSON.
      return UNAVAILABLE;
    } finally {
      clearTimeout(timer);
    }
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success) return UNAVAILABLE;
    const answer = parsed.data.serviceResponse;
    if ('authenticationFailure' in answer) {
      const { code, description } = answer.authenticationFailure;
      return { ok: false, code, description: description ?? code };
    }
    const { user, attributes } = answer.authenticationSuccess;
    const userType = Array.isArray(attributes.userType) ? attributes.userType[0] : attributes.userType;
    return {
      ok: true,
      user,
      attributes: {
        userType,
        name: attributes.name,
        ...(attributes.creditCode ? { creditCode: attributes.creditCode } : {}),
      },
    };
  }

  return {
    baseUrl: root,
    validate,
    loginUrl: (service) => loginUrl(root, service),
    logoutUrl: (service) => logoutUrl(root, service),
    registerUrl: () => registerUrl(root),
  };
}

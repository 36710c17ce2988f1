import { describe, expect, it } from 'vitest';
import { loginServiceUrl, providerLoginHref } from './service-url';

const ORIGIN = 'https://portal.example.gov.cn';

describe('loginServiceUrl', () => {
  it('architecture §5 CAS service: /login plus the query without ticket', () => {
    expect(loginServiceUrl(ORIGIN, '')).toBe(`${ORIGIN}/login`);
    expect(loginServiceUrl(ORIGIN, '?preUrl=%2Fworkspace')).toBe(`${ORIGIN}/login?preUrl=%2Fworkspace`);
    expect(loginServiceUrl(ORIGIN, '?preUrl=%2Fworkspace&ticket=ST-1')).toBe(`${ORIGIN}/login?preUrl=%2Fworkspace`);
    expect(loginServiceUrl(ORIGIN, '?ticket=ST-1')).toBe(`${ORIGIN}/login`);
  });

  it('architecture §5 CAS service: what the provider sends back yields the very service it was given', () => {
    for (const chooserQuery of ['', '?preUrl=/dataProduct?page=2#x', '?preUrl=%2Fa%20b&x=1', '?preUrl=/搜索?q=数据']) {
      const service = loginServiceUrl(ORIGIN, chooserQuery);
      const separator = service.includes('?') ? '&' : '?';
      const returned = new URL(`${service}${separator}ticket=ST-42`);
      expect(loginServiceUrl(ORIGIN, returned.search)).toBe(service);
    }
  });

  it('appends service to a provider URL with or without a query', () => {
    expect(providerLoginHref('/cas/login', `${ORIGIN}/login?preUrl=%2Fx`)).toBe(`/cas/login?service=${encodeURIComponent(`${ORIGIN}/login?preUrl=%2Fx`)}`);
    expect(providerLoginHref('https://sso.example.gov.cn/login?app=portal', `${ORIGIN}/login`)).toBe(
      `https://sso.example.gov.cn/login?app=portal&service=${encodeURIComponent(`${ORIGIN}/login`)}`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { siteHomeHref } from './site-links';

describe('issue 21 §7: addresses of the other sites (siteHomeHref)', () => {
  const local = { protocol: 'http:', host: 'localhost:8080' };
  const nanjing = { protocol: 'https:', host: 'nj.data.jiangsu.gov.cn' };

  it('from the province, a city is its subdomain of the same host', () => {
    expect(siteHomeHref({ subdomain: 'nj' }, { kind: 'province' }, local)).toBe('http://nj.localhost:8080/home');
  });

  it('from a city, the province is the host less the city label, and a sister city its own label', () => {
    expect(siteHomeHref({ subdomain: '' }, { kind: 'city' }, nanjing)).toBe('https://data.jiangsu.gov.cn/home');
    expect(siteHomeHref({ subdomain: 'sz' }, { kind: 'city' }, nanjing)).toBe('https://sz.data.jiangsu.gov.cn/home');
  });

  it('gives no address from a city host that has no apex to go to', () => {
    expect(siteHomeHref({ subdomain: '' }, { kind: 'city' }, { protocol: 'http:', host: 'localhost' })).toBeNull();
  });
});

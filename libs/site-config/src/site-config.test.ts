import { describe, expect, it } from 'vitest';
import { CITY_DIRECTORY, PROVINCE, SITE_DIRECTORY } from './directory';
import { defineSite, isFeatureEnabled } from './define-site';
import { FEATURES, FEATURE_INFO, MENU_FEATURES } from './features';
import { contrastRatio } from './contrast';

describe('spec §2 site directory: the province and its 13 cities', () => {
  it('holds the province and the 13 cities of spec §2 with their codes', () => {
    expect(PROVINCE).toMatchObject({ code: 'portal', kind: 'province', nameZh: '江苏省公共数据授权运营平台', subdomain: '' });
    expect(CITY_DIRECTORY.map((city) => `${city.code}:${city.regionZh}`)).toEqual([
      'nj:南京',
      'wx:无锡',
      'xz:徐州',
      'cz:常州',
      'sz:苏州',
      'nt:南通',
      'lyg:连云港',
      'ha:淮安',
      'yc:盐城',
      'yz:扬州',
      'zj:镇江',
      'tz:泰州',
      'sq:宿迁',
    ]);
    expect(SITE_DIRECTORY).toHaveLength(14);
  });

  it('gives each city its code as subdomain', () => {
    for (const city of CITY_DIRECTORY) expect(city.subdomain).toBe(city.code);
  });
});

describe('site records (defineSite)', () => {
  it('merges the directory identity with the brand and features', () => {
    const site = defineSite('wx', { brand: { colorPrimary: '#006a80' }, features: ['home'] });
    expect(site).toMatchObject({ code: 'wx', nameZh: '无锡市公共数据授权运营平台', subdomain: 'wx', features: ['home'] });
    expect(site.footer.organizer).toBe('无锡市数据局');
    expect(isFeatureEnabled(site, 'home')).toBe(true);
    expect(isFeatureEnabled(site, 'search')).toBe(false);
  });

  it('rejects an unknown site code', () => {
    expect(() => defineSite('bj', { brand: { colorPrimary: '#046af3' }, features: [] })).toThrow(/Unknown site code "bj"/);
  });

  it.each([
    ['a colour that is not #rrggbb', { brand: { colorPrimary: 'blue' }, features: [] }, /brand\.colorPrimary/],
    ['an unknown feature', { brand: { colorPrimary: '#046af3' }, features: ['casino'] }, /features\.0/],
    ['a repeated feature', { brand: { colorPrimary: '#046af3' }, features: ['home', 'home'] }, /features must not repeat/],
    ['an unknown brand token', { brand: { colorPrimary: '#046af3', colorBgBase: '#000000' }, features: [] }, /brand/],
  ])('rejects %s with a message naming the field', (_label, options, message) => {
    expect(() => defineSite('nj', options as never)).toThrow(message);
  });
});

describe('issue 21 §14: what a government site carries in its footer, per site', () => {
  const brand = { colorPrimary: '#046af3' };
  it('keeps the default organizer and adds the record numbers, error desk and contact a record names', () => {
    const site = defineSite('nj', {
      brand,
      features: [],
      footer: { siteCode: '3201000012', icp: '苏ICP备2025000001号-2', errorReportUrl: 'https://zfwzgl.www.gov.cn/exposure/jiucuo.html?site_code=3201000012' },
      contact: { phone: '025-83630000', email: 'service@nanjing.example.gov.cn' },
    });
    expect(site.footer).toEqual({
      organizer: '南京市数据局',
      siteCode: '3201000012',
      icp: '苏ICP备2025000001号-2',
      errorReportUrl: 'https://zfwzgl.www.gov.cn/exposure/jiucuo.html?site_code=3201000012',
    });
    expect(site.contact).toEqual({ phone: '025-83630000', email: 'service@nanjing.example.gov.cn' });
  });

  it('leaves out what a record does not name', () => {
    const site = defineSite('wx', { brand, features: [] });
    expect(site.footer).toEqual({ organizer: '无锡市数据局' });
    expect(site.contact).toBeUndefined();
  });

  it.each([
    ['a site code that is not 10 characters', { footer: { siteCode: '32000' } }, /footer\.siteCode/],
    ['a javascript: error desk', { footer: { errorReportUrl: 'javascript:alert(1)' } }, /footer\.errorReportUrl/],
    ['a protocol-relative accessibility entry', { footer: { accessibilityUrl: '//evil.example/a' } }, /footer\.accessibilityUrl/],
    ['a phone with letters', { contact: { phone: 'call us' } }, /contact\.phone/],
    ['an email without a domain', { contact: { email: 'service@' } }, /contact\.email/],
  ])('rejects %s', (_label, extra, message) => {
    expect(() => defineSite('nj', { brand, features: [], ...(extra as object) })).toThrow(message);
  });
});

describe('features', () => {
  it('gives every feature a label and a top-level path', () => {
    for (const feature of FEATURES) expect(FEATURE_INFO[feature].path).toMatch(/^\/[A-Za-z]+$/);
  });

  it('keeps hidden pages (privacy, search, login, workspace) out of the menu', () => {
    expect(MENU_FEATURES).toEqual(['home', 'dataResource', 'dataProduct', 'dynamics', 'policy', 'applylist', 'about']);
  });
});

describe('WCAG contrast ratio', () => {
  it('matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#046af3', '#ffffff')).toBeCloseTo(4.82, 2);
    expect(contrastRatio('#ffffff', '#046af3')).toBeCloseTo(4.82, 2);
  });
});

import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

const SITE = '江苏省公共数据授权运营平台';

describe('issue 21 §11 document titles', () => {
  it('a page: its route label (spec §2), then the site name', () => {
    expect(documentTitle({ label: '数据资源', site: SITE })).toBe('数据资源 - 江苏省公共数据授权运营平台');
  });

  it('a detail once its item is there: the item, its section and the site name', () => {
    expect(documentTitle({ label: '资源详情', section: '数据资源', item: '交通运输企业名录', site: SITE })).toBe(
      '交通运输企业名录 - 数据资源 - 江苏省公共数据授权运营平台',
    );
    // Before the item: the detail route's label.
    expect(documentTitle({ label: '资源详情', section: '数据资源', site: SITE })).toBe('资源详情 - 江苏省公共数据授权运营平台');
  });

  it('an item on a page of its own section (a policy opened on /policy) is followed by that page', () => {
    expect(documentTitle({ label: '政策资讯', item: '江苏省公共数据授权运营管理办法（试行）', site: SITE })).toBe(
      '江苏省公共数据授权运营管理办法（试行） - 政策资讯 - 江苏省公共数据授权运营平台',
    );
  });

  it('says the site name once (a city page is labelled with the city site name)', () => {
    expect(documentTitle({ label: '南京市公共数据授权运营平台', site: '南京市公共数据授权运营平台' })).toBe('南京市公共数据授权运营平台');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ANNOUNCEMENT_SOURCE, ENTRY_STATUS_LABELS, SEARCH_TYPE_LABELS } from '@portal/api-contract';
import { FEATURE_INFO, PROVINCE } from '@portal/site-config';
import { PUBLIC_PAGES } from './route-registry';

/**
 * Issue 21 §6: one name per thing. The menu's labels (site-config FEATURE_INFO) are the
 * names of the sections everywhere: the route labels (document titles), the search tabs and
 * hit tags (the contract's SEARCH_TYPE_LABELS, which the server sends as facet labels too).
 */
describe('issue 21 §6 one name per thing', () => {
  it('every public route with a feature of its own is labelled as the menu labels it', () => {
    for (const feature of Object.keys(FEATURE_INFO) as (keyof typeof FEATURE_INFO)[]) {
      const own = PUBLIC_PAGES.find((page) => page.feature === feature && page.page.path === FEATURE_INFO[feature].path);
      if (feature !== 'workspace') expect(own?.page.label, feature).toBe(FEATURE_INFO[feature].label);
    }
  });

  it('the search names its types as the menu names their sections (运营动态, 政策资讯)', () => {
    expect(SEARCH_TYPE_LABELS).toEqual({
      resource: FEATURE_INFO.dataResource.label,
      product: FEATURE_INFO.dataProduct.label,
      news: FEATURE_INFO.dynamics.label,
      policy: FEATURE_INFO.policy.label,
    });
  });

  it('the platform is 江苏省公共数据授权运营平台: the announcement editor defaults to the province site name', () => {
    expect(PROVINCE.nameZh).toBe('江苏省公共数据授权运营平台');
    expect(DEFAULT_ANNOUNCEMENT_SOURCE).toBe(PROVINCE.nameZh);
  });

  it('a domain is 开放申请 or 暂停申请, one pair defined in the contract', () => {
    expect(ENTRY_STATUS_LABELS).toEqual({ open: '开放申请', closed: '暂停申请' });
  });
});

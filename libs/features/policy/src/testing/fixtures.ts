import type { PolicyDetail, PolicyListData, PolicySummary } from '@portal/api-contract';

/** Plain data for tests and stories (no network). */
export function policySummary(index: number, overrides: Partial<PolicySummary> = {}): PolicySummary {
  return {
    id: `pol_${String(index).padStart(4, '0')}`,
    title: `江苏省公共数据授权运营管理办法${index}`,
    level: 'provincial',
    issuer: '江苏省人民政府办公厅',
    docNumber: `苏政办发〔2025〕${index}号`,
    issuedAt: '2025-03-01',
    summary: '规范公共数据授权运营活动，促进公共数据有序开发利用。',
    ...overrides,
  };
}

export const POLICY_FACETS: PolicyListData['facets'] = {
  level: [
    { value: 'national', label: '国家级', count: 12 },
    { value: 'provincial', label: '省级', count: 1_048 },
    { value: 'municipal', label: '市级', count: 33 },
  ],
  year: [
    { value: '2025', label: '2025年', count: 30 },
    { value: '2024', label: '2024年', count: 21 },
  ],
};

export function policyListData(items: PolicySummary[], overrides: Partial<PolicyListData> = {}): PolicyListData {
  return { items, total: items.length, page: 1, pageSize: 10, facets: POLICY_FACETS, ...overrides };
}

export const POLICY_DETAIL: PolicyDetail = {
  ...policySummary(1, { title: '江苏省公共数据授权运营管理办法（试行）', docNumber: '苏政办发〔2025〕12号' }),
  bodyHtml:
    '<h2>第一章 总则</h2><p>第一条 为规范公共数据授权运营活动，<strong>促进公共数据有序开发利用</strong>，制定本办法。</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
  attachments: [{ name: '江苏省公共数据授权运营管理办法（试行）.pdf', url: '/files/policy/pol_0001.pdf', sizeBytes: 2_202_009 }],
};

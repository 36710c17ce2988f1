import type { AnnouncementDetail, AnnouncementListData, AnnouncementSummary, AuthState } from '@portal/api-contract';

/** Plain data for tests and stories (no network). */
export const ADMIN: AuthState = { userType: 'admin', name: '王管理', corName: '', token: 'token-admin', rights: ['announce:edit'] };

export function announcementSummary(n: number, overrides: Partial<AnnouncementSummary> = {}): AnnouncementSummary {
  return {
    id: `nws_${String(n).padStart(4, '0')}`,
    title: `关于开展公共数据授权运营试点工作的通知${n}`,
    summary: '各有关单位：现启动公共数据授权运营试点申报。',
    source: '江苏省公共数据授权运营平台',
    status: 'draft',
    version: 1,
    publishedAt: null,
    createdAt: '2026-11-01T01:00:00.000Z',
    updatedAt: '2026-11-02T02:30:00.000Z',
    updatedBy: '王管理',
    ...overrides,
  };
}

export function announcementDetail(overrides: Partial<AnnouncementDetail> = {}): AnnouncementDetail {
  const status = overrides.status ?? 'draft';
  return {
    ...announcementSummary(1),
    bodyHtml: '<p>各有关单位：现启动<strong>公共数据授权运营</strong>试点申报。</p>',
    attachments: [
      { name: '申报指南.pdf', url: '/alpha-portal/api/v1/web/file/fil_000000000000000000000001', sizeBytes: 20_480, fileId: 'fil_000000000000000000000001' },
    ],
    can: { edit: status !== 'published', publish: status !== 'published', offline: status === 'published' },
    ...overrides,
  };
}

export function listData(items: AnnouncementSummary[], overrides: Partial<AnnouncementListData> = {}): AnnouncementListData {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    counts: {
      draft: items.filter((item) => item.status === 'draft').length,
      published: items.filter((item) => item.status === 'published').length,
      offline: items.filter((item) => item.status === 'offline').length,
    },
    ...overrides,
  };
}

export const LIST_ITEMS = [
  announcementSummary(1),
  announcementSummary(2, { status: 'published', version: 3, publishedAt: '2026-11-03T01:00:00.000Z' }),
  announcementSummary(3, { status: 'offline', version: 4, publishedAt: '2026-11-03T01:00:00.000Z' }),
];

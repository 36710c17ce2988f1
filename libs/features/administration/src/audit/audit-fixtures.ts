import type { AuditListData, AuditRecordView } from '@portal/api-contract';

/** Plain audit records for tests and stories (no network); newest first, as the server lists them. */
export function auditRecord(seq: number, overrides: Partial<AuditRecordView> = {}): AuditRecordView {
  return {
    seq,
    at: '2026-11-02T02:30:15.000Z',
    actorAccount: 'wangadmin',
    actorRole: 'admin',
    ip: '10.32.1.15',
    action: 'admin.disable',
    targetType: 'account',
    targetId: 'adm_0002',
    summary: '{"after":{"status":"disabled"},"before":{"status":"active"}}',
    result: 'ok',
    ...overrides,
  };
}

export const AUDIT_RECORDS: AuditRecordView[] = [
  auditRecord(6),
  auditRecord(5, {
    at: '2026-11-02T01:12:03.000Z',
    actorAccount: 'lisi',
    actorRole: 'user',
    ip: '10.32.4.21',
    action: 'review.first.pass',
    targetType: 'application',
    targetId: 'app_0012',
    summary: '{"after":{"status":"final_review"},"before":{"status":"first_review"},"domain":"dom_traffic"}',
  }),
  auditRecord(4, {
    at: '2026-11-01T16:05:00.000Z',
    actorAccount: 'zhangsan',
    actorRole: 'anonymous',
    ip: '223.5.5.5',
    action: 'login.password.refused',
    targetType: 'account',
    targetId: 'zhangsan',
    summary: '{"errorCode":4290,"reason":"登录失败次数过多，请15分钟后再试"}',
    result: 'denied',
  }),
  auditRecord(3, {
    at: '2026-11-01T08:00:00.000Z',
    action: 'entry-config.delete',
    targetType: 'domain',
    targetId: 'dom_weather',
    summary: '{}',
    result: 'failed',
  }),
  // An action this screen does not know yet: shown as its code.
  auditRecord(2, { at: '2026-10-31T23:59:59.000Z', action: 'catalogue.sync', targetType: 'catalogue', targetId: 'cat_0001', summary: '{"rows":120}' }),
  auditRecord(1, { at: '2026-10-31T01:00:00.000Z', action: 'login.success', summary: '{"client":"primary"}' }),
];

export function auditListData(items: AuditRecordView[], overrides: Partial<AuditListData> = {}): AuditListData {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

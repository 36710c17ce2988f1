import type { AuthState, Notification, NotificationList, NotificationSettings } from '@portal/api-contract';

/** Plain data for tests and stories (no network): the server's words, as it writes them. */
export function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `ntf_${String(index).padStart(4, '0')}`,
    kind: 'data-use.decision',
    title: `数据使用申请已通过${index}`,
    body: '贵单位对“江苏省企业登记信息”的数据使用申请已通过终审，授权已生效。',
    link: `/workspace/data-use/detail?id=dua_${String(index).padStart(4, '0')}`,
    createdAt: new Date(Date.UTC(2026, 10, 20, 2, 0) - index * 3_600_000).toISOString(),
    read: false,
    ...overrides,
  };
}

/** Newest first: two unread (a data-use decision, an expiring authorization), two read. */
export const NOTICES: Notification[] = [
  notification(1, { title: '数据使用申请已通过', createdAt: '2026-11-20T02:00:00.000Z' }),
  notification(2, {
    kind: 'authorization.expiring',
    title: '数据使用授权即将到期',
    body: '贵单位对“江苏省企业登记信息”的数据使用授权将于 2026-11-27 到期，到期后接口调用将被拒绝；如需继续使用，请重新提交申请。',
    link: '/workspace/data-use/mine?tab=authorizations',
    createdAt: '2026-11-19T08:30:00.000Z',
  }),
  notification(3, {
    kind: 'onboarding.decision',
    title: '领域入驻申请已驳回',
    body: '贵单位在“交通运输”领域的入驻申请已被驳回。审核意见：请补充营业执照。',
    link: '/workspace/domain/detail?id=app_0003',
    createdAt: '2026-11-18T01:15:00.000Z',
    read: true,
  }),
  notification(4, {
    kind: 'call.response',
    title: '需求征集收到新的反馈',
    body: '“2026年度公共数据应用场景需求征集”收到江苏数据科技有限公司的反馈。',
    link: '/applylist?id=call_0001',
    createdAt: '2026-11-17T06:45:00.000Z',
    read: true,
  }),
];

export function noticeList(items: Notification[] = NOTICES, overrides: Partial<NotificationList> = {}): NotificationList {
  return { items, total: items.length, page: 1, pageSize: 10, unread: items.filter((item) => !item.read).length, ...overrides };
}

export const SETTINGS: NotificationSettings = { smsEnabled: true, phone: '138****0001' };

const TOKEN = 't'.repeat(32);
/** Spec §3 auth states: a corporation (second-level user) and a staff member. */
export const CORPORATION: AuthState = { userType: 'second', name: '张三', corName: '江苏数据科技有限公司', token: TOKEN, rights: [] };
export const STAFF: AuthState = { userType: 'admin', name: '王五', corName: '', token: TOKEN, rights: [] };

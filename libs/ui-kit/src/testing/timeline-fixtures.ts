import type { ReviewTimelineItem } from '../workspace/review-timeline';

/** A rejected application's history, oldest first: created, submitted, passed at the first review, rejected at the final one. */
export const REJECTED_HISTORY: ReviewTimelineItem[] = [
  { key: '1-create', title: '创建', to: '草稿', at: '2026-03-01T02:00:00.000Z', actor: '李明（申请单位）' },
  { key: '2-submit', title: '提交', from: '草稿', to: '待初审', at: '2026-03-02T01:30:00.000Z', actor: '李明（申请单位）' },
  { key: '3-pass', tone: 'success', title: '通过', from: '待初审', to: '待终审', at: '2026-03-03T06:10:00.000Z', actor: '陈审核（领域审核员）', stage: '初审' },
  {
    key: '4-reject',
    tone: 'danger',
    title: '驳回',
    from: '待终审',
    to: '已驳回',
    at: '2026-03-04T08:05:00.000Z',
    actor: '王管理（平台管理员）',
    stage: '终审',
    opinion: '数据使用说明缺少安全保障措施',
  },
];

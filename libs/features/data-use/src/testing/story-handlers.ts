import { HttpResponse, delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import type { Authorization, DataUseDetail } from '@portal/api-contract';
import { ISSUED_KEY, approved, atFinalReview, atFirstReview, authorization, paged, summary } from './fixtures';

const UPLOAD = anyOrigin('/second/file/upload');
const MINE = anyOrigin('/second/data-use/application/detail');
const REVIEW = anyOrigin('/primary/data-use/application/detail');
const DECIDE = anyOrigin('/primary/data-use/review/decide');
const KEY = anyOrigin('/second/data-use/authorization/key');
const QUEUE = anyOrigin('/primary/data-use/review/list');
const ALL = anyOrigin('/primary/data-use/authorization/list');
const REVOKE = anyOrigin('/primary/data-use/authorization/revoke');

const decided = (detail: DataUseDetail) => ok({ ...detail, version: detail.version + 1, status: 'returned', can: { ...detail.can, review: null } });

/** The form's attachment upload (purpose data-use), answered with the file's own name and size. */
export const formHandlers = [
  http.post(UPLOAD, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File) || form.get('purpose') !== 'data-use') return failure(4000, '参数错误');
    return ok({ id: 'fil_story1', name: file.name, sizeBytes: file.size, contentType: file.type || 'application/pdf' });
  }),
];

/** An issued key: the authorization with its new prefix. */
const keyIssued = (current: Authorization) =>
  ok({
    key: ISSUED_KEY,
    authorization: { ...current, keyPrefix: ISSUED_KEY.slice(0, 10), keyIssuedAt: '2026-11-06T01:00:00.000Z', version: current.version + 1 },
  });

/** The detail page's calls: the applicant's approved application (and a key), a reviewer's at first or final review. */
export const detailHandlers = {
  applicant: [http.get(MINE, () => ok(approved())), http.post(KEY, () => keyIssued(authorization()))],
  firstReview: [http.get(REVIEW, () => ok(atFirstReview())), http.post(DECIDE, () => decided(atFirstReview()))],
  finalReview: [http.get(REVIEW, () => ok(atFinalReview())), http.post(DECIDE, () => decided(atFinalReview()))],
  conflict: [
    http.get(REVIEW, () => ok(atFirstReview())),
    http.post(DECIDE, () => HttpResponse.json({ code: 4090, msg: '该申请已被其他审核人处理', data: null }, { status: 409 })),
  ],
};

const queue = [summary(1), summary(2, { corporation: { id: 'org_2', name: '南京智慧交通科技有限公司' }, round: 2 }), summary(3, { status: 'returned' })];

/** The review queues: answered (23 in all), loading forever, empty, failing. */
export const queueHandlers = {
  queue: [http.get(QUEUE, () => ok(paged(queue, { total: 23 })))],
  loading: [http.get(QUEUE, async () => delay('infinite'))],
  empty: [http.get(QUEUE, () => ok(paged([])))],
  error: [http.get(QUEUE, () => failure(5000, '服务繁忙，请稍后再试'))],
};

const list = [
  authorization(),
  authorization({ id: 'auz_0002', corporation: { id: 'org_2', name: '南京智慧交通科技有限公司' }, keyPrefix: 'ak_Q2xvdWQ', callsUsed: 50_000 }),
  authorization({ id: 'auz_0003', status: 'expired', endsAt: '2026-10-01T00:00:00.000Z' }),
  authorization({ id: 'auz_0004', status: 'revoked', revokedAt: '2026-12-01T02:00:00.000Z', revokeReason: '超范围使用数据' }),
];

/** 授权管理: the list (a revoke answers the authorization revoked), loading, empty. */
export const authorizationHandlers = {
  list: [
    http.get(ALL, () => ok(paged(list))),
    http.post(REVOKE, async ({ request }) => {
      const body = (await request.json()) as { id: string; reason: string };
      const revoked = list.find((item) => item.id === body.id) ?? list[0]!;
      return ok({ ...revoked, status: 'revoked', revokedAt: '2026-12-02T02:00:00.000Z', revokeReason: body.reason, version: revoked.version + 1 });
    }),
  ],
  loading: [http.get(ALL, async () => delay('infinite'))],
  empty: [http.get(ALL, () => ok(paged([])))],
};

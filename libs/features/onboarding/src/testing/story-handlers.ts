import { HttpResponse, delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { FILE_TOO_LARGE_MESSAGE } from '@portal/api-contract';
import { ENTRY_CONFIGS, TEMPLATES, applicationSummary, listData, waitingApplication } from './fixtures';

const LIST = anyOrigin('/primary/domain/review/list');
const DETAIL = anyOrigin('/primary/domain/application/detail');
const DECIDE = anyOrigin('/primary/domain/review/decide');

const items = [
  applicationSummary(1),
  applicationSummary(2, { domain: { id: 'health', name: '医疗健康' }, round: 2 }),
  applicationSummary(3, { corporation: { id: 'org_3', name: '南京智慧交通科技有限公司' } }),
];
const list = http.get(LIST, () => ok(listData(items, { total: 23 })));
const detail = http.get(DETAIL, () => ok(waitingApplication()));

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing, conflicting. */
export const reviewHandlers = {
  queue: [
    list,
    detail,
    http.post(DECIDE, async () =>
      ok(waitingApplication({ status: 'returned', version: 3, can: { edit: false, submit: false, withdraw: false, review: null } })),
    ),
  ],
  loading: [http.get(LIST, async () => delay('infinite'))],
  empty: [http.get(LIST, () => ok(listData([])))],
  error: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
  conflict: [list, detail, http.post(DECIDE, () => HttpResponse.json({ code: 4090, msg: '该申请已被其他审核人处理', data: null }, { status: 409 }))],
};

const ENTRY_FILES = anyOrigin('/second/entry/file-list');
const UPLOAD = anyOrigin('/second/file/upload');

/** Answers an upload with the file's own name and size, under a fixed id. */
const uploadOk = (id: string) =>
  http.post(UPLOAD, async ({ request }) => {
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return failure(4000, '参数错误：请选择要上传的文件（字段 file）');
    return ok({ id, name: file.name, sizeBytes: file.size, contentType: file.type || 'application/pdf' });
  });

/** The application form's calls: the chosen domain's templates (交通运输 has two) and the attachment upload. */
export const formHandlers = {
  upload: [
    http.get(ENTRY_FILES, ({ request }) => ok(new URL(request.url).searchParams.get('domainId') === 'transport' ? TEMPLATES : [])),
    uploadOk('fil_story1'),
  ],
  tooLarge: [
    http.get(ENTRY_FILES, () => ok(TEMPLATES)),
    http.post(UPLOAD, () => HttpResponse.json({ code: 4130, msg: FILE_TOO_LARGE_MESSAGE, data: null }, { status: 413 })),
  ],
};

const CONFIGS = anyOrigin('/primary/entry-config/list');
const STATUS = anyOrigin('/primary/entry-config/status');

/** A status change answered with the domain's config in its new state. */
async function statusEcho({ request }: { request: Request }) {
  const body = (await request.json()) as { domainId: string; status: 'open' | 'closed' };
  const config = ENTRY_CONFIGS.find((item) => item.domain.id === body.domainId) ?? ENTRY_CONFIGS[0];
  return ok({ ...config, status: body.status, updatedAt: '2026-11-06T01:00:00.000Z' });
}

/**
 * The entry-config tab's calls: loaded (status changes echo back), a status answer held until
 * `answer()` settles (so a story can look at the busy switch), loading, empty, failing, and a
 * refused change.
 */
export const entryHandlers = {
  loaded: [http.get(CONFIGS, () => ok(ENTRY_CONFIGS)), http.post(STATUS, statusEcho)],
  heldStatus: (answer: () => Promise<void>) => [
    http.get(CONFIGS, () => ok(ENTRY_CONFIGS)),
    http.post(STATUS, async (info) => {
      await answer();
      return statusEcho(info);
    }),
  ],
  loading: [http.get(CONFIGS, async () => delay('infinite'))],
  empty: [http.get(CONFIGS, () => ok([]))],
  error: [http.get(CONFIGS, () => failure(5000, '服务繁忙，请稍后再试'))],
  refused: [http.get(CONFIGS, () => ok(ENTRY_CONFIGS)), http.post(STATUS, () => failure(4030, '无权修改该领域的入驻配置'))],
};

import { HttpResponse, delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { LIST_ITEMS, announcementDetail, listData } from './fixtures';

const LIST = anyOrigin('/primary/announcement/list');
const PUBLISH = anyOrigin('/primary/announcement/publish');
const OFFLINE = anyOrigin('/primary/announcement/offline');
const UPLOAD = anyOrigin('/primary/file/upload');

const list = http.get(LIST, () => ok(listData(LIST_ITEMS, { total: 3 })));

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing, conflicting. */
export const announcementHandlers = {
  list: [
    list,
    http.post(PUBLISH, () => ok(announcementDetail({ status: 'published', version: 2 }))),
    http.post(OFFLINE, () => ok(announcementDetail({ id: 'nws_0002', status: 'offline', version: 4 }))),
  ],
  loading: [http.get(LIST, async () => delay('infinite'))],
  empty: [http.get(LIST, () => ok(listData([])))],
  error: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
  conflict: [
    list,
    http.post(PUBLISH, () => HttpResponse.json({ code: 4090, msg: '该公告已被他人修改或状态已变化，请刷新后重试', data: null }, { status: 409 })),
  ],
  tooLarge: [http.post(UPLOAD, () => HttpResponse.json({ code: 4130, msg: '文件大小超过限制，请重新选择', data: null }, { status: 413 }))],
};

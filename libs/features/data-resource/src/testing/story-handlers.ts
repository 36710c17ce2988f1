import { HttpResponse, delay, http } from 'msw';
import type { ResourceDelivery, ResourcePreview } from '@portal/api-contract';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { RESOURCE_DETAIL, RESOURCE_PREVIEW, resourceDelivery } from './fixtures';

const DETAIL = anyOrigin('/web/data-resource/detail');
const DELIVERY = anyOrigin('/web/data-resource/delivery');
const PREVIEW = anyOrigin('/web/data-resource/preview');

const OPEN_TYPES = { open: 'unconditional', authorized: 'conditional', none: 'closed' } as const;

/** The detail of a resource with this access, and its delivery. */
const resource = (delivery: ResourceDelivery) => [
  http.get(DETAIL, () => ok({ ...RESOURCE_DETAIL, openType: OPEN_TYPES[delivery.access] })),
  http.get(DELIVERY, () => ok(delivery)),
];

const refused = () => HttpResponse.json({ code: 4030, msg: '该资源不提供数据预览', data: null }, { status: 403 });
const previewOf = (preview: ResourcePreview) => http.get(PREVIEW, () => ok(preview));

/** msw handlers of the delivery stories (`parameters.msw.handlers`), by access and preview state. */
export const deliveryHandlers = {
  open: [...resource(resourceDelivery('open')), previewOf(RESOURCE_PREVIEW)],
  openNoFiles: [...resource(resourceDelivery('open', { distributions: [], api: null })), previewOf({ ...RESOURCE_PREVIEW, rows: [], total: 0 })],
  authorized: resource(resourceDelivery('authorized')),
  closed: resource(resourceDelivery('none')),
  deliveryFailed: [http.get(DETAIL, () => ok(RESOURCE_DETAIL)), http.get(DELIVERY, () => failure(5000, '服务繁忙，请稍后再试'))],
  previewLoading: [...resource(resourceDelivery('open')), http.get(PREVIEW, async () => delay('infinite'))],
  previewFailed: [...resource(resourceDelivery('open')), http.get(PREVIEW, refused)],
  /** Refused once, then answered: 重试 shows the rows. */
  previewRetry: [...resource(resourceDelivery('open')), http.get(PREVIEW, refused, { once: true }), previewOf(RESOURCE_PREVIEW)],
};

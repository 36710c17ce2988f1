import { API_BASE_PATH, APP_KEY_HEADER, recordsPath, type DataRecord, type ResourceApi, type ResourceDetail } from '@portal/api-contract';
import { iso } from '@portal/server-core';
import { pick } from './file-formats';
import type { Dataset } from './records.repository';

/** Records in the documentation's example answer. */
export const EXAMPLE_RECORDS = 2;

/** A value that shows a field's type without being anyone's data (a conditional resource's example). */
const PLACEHOLDERS: Record<ResourceDetail['fields'][number]['type'], DataRecord[string]> = {
  string: '示例文本',
  integer: 0,
  decimal: 0.0,
  date: '2026-01-01',
  datetime: '2026-01-01 08:00:00',
  boolean: false,
};

/**
 * A resource's open API, documented from its field schema (issue 22): endpoint, parameters, paging
 * and an example answer. The example of open data is its first records; a conditional resource's
 * shows typed placeholders, never its rows.
 */
export function apiDocumentation(
  resource: ResourceDetail,
  dataset: Dataset | undefined,
  keyRequired: boolean,
  firstRecords: readonly DataRecord[],
): ResourceApi {
  const names = resource.fields.map((field) => field.name);
  const placeholder = Object.fromEntries(resource.fields.map((field) => [field.name, PLACEHOLDERS[field.type]]));
  const records = keyRequired ? [placeholder] : firstRecords.slice(0, EXAMPLE_RECORDS).map((record) => pick(record, resource.fields));
  const total = dataset?.rowCount ?? 0;
  return {
    method: 'GET',
    path: `${API_BASE_PATH}${recordsPath(resource.code)}`,
    keyRequired,
    rowCount: total,
    updatedAt: dataset ? iso(dataset.loadedAt) : null,
    parameters: [
      { name: 'code', in: 'path', required: true, description: '数据资源编码', example: resource.code },
      { name: 'page', in: 'query', required: false, description: '页码，从 1 开始，默认 1，最大 10000', example: '1' },
      { name: 'pageSize', in: 'query', required: false, description: '每页条数，1～100，默认 10', example: String(EXAMPLE_RECORDS) },
      { name: 'fields', in: 'query', required: false, description: '返回的字段，以英文逗号分隔；不传时返回全部可用字段', example: names.slice(0, 2).join(',') },
      ...(keyRequired ? [{ name: APP_KEY_HEADER, in: 'header' as const, required: true, description: '经审核授权后获得的应用密钥', example: 'ak_…' }] : []),
    ],
    fields: resource.fields,
    example: {
      code: 0,
      msg: 'ok',
      data: { code: resource.code, total: keyRequired ? records.length : total, page: 1, pageSize: EXAMPLE_RECORDS, fields: names, records },
    },
  };
}

import {
  APP_KEY_CODE,
  APP_KEY_HEADER,
  FILE_FORMATS,
  PREVIEW_ROWS,
  resourceDownloadUrl,
  type FileFormat,
  type RecordsPage,
  type RecordsQuery,
  type ResourceDelivery,
  type ResourceDetail,
  type ResourcePreview,
} from '@portal/api-contract';
import { ERR, HttpError, iso, type DomainContext } from '@portal/server-core';
import { findResource } from '@portal/server-catalogue';
import { authorizeCall } from '@portal/server-data-use';
import { apiDocumentation, EXAMPLE_RECORDS } from './api-doc';
import { apiNeedsKey, deliveryAccess, fileFormatsFor, offersApi, offersFiles, recordsRefusal } from './delivery.policy';
import { FILE_TYPES, fileChunks, fileName, pick } from './file-formats';
import { distributionsOf } from './records.load';
import { countDownload, findDataset, findRecordsSource, recordBatches, recordRange, type Dataset, type RecordsSource } from './records.repository';

export const RESOURCE_NOT_FOUND = '数据资源不存在或已下线';
export const CONDITIONAL_REFUSAL = '有条件开放数据需提交使用申请，经审核授权后通过接口获取';
export const CLOSED_REFUSAL = '该数据资源不予开放';

async function loadResource(ctx: DomainContext, id: string): Promise<ResourceDetail> {
  const resource = await findResource(ctx.db, id);
  if (!resource) throw ERR.notFound(RESOURCE_NOT_FOUND);
  return resource;
}

/** Files and preview are open data's only: the reason another open type is refused (403). */
function refuseUnlessOpen(resource: ResourceDetail): void {
  if (offersFiles(resource)) return;
  throw ERR.forbidden(deliveryAccess(resource) === 'none' ? CLOSED_REFUSAL : CONDITIONAL_REFUSAL);
}

/** What the resource offers (public): its files with sizes and downloads, its documented open API. */
export async function resourceDelivery(ctx: DomainContext, id: string): Promise<ResourceDelivery> {
  const resource = await loadResource(ctx, id);
  const dataset = await findDataset(ctx.db, resource.id);
  const files = offersFiles(resource) && dataset ? await distributionsOf(ctx.db, resource, dataset) : [];
  const formats = dataset ? fileFormatsFor(dataset.rowCount) : [];
  const distributions = FILE_FORMATS.flatMap((format) => {
    const file = files.find((candidate) => candidate.format === format);
    if (!file || !dataset || !formats.includes(format)) return [];
    const { rowCount, loadedAt } = dataset;
    return [{ format, rowCount, byteSize: file.byteSize, updatedAt: iso(loadedAt), downloads: file.downloads, url: resourceDownloadUrl(resource.id, format) }];
  });
  let api: ResourceDelivery['api'] = null;
  if (offersApi(resource)) {
    const keyRequired = apiNeedsKey(resource);
    const first = dataset && !keyRequired ? await recordRange(ctx.db, resource.id, 1, EXAMPLE_RECORDS) : [];
    api = apiDocumentation(resource, dataset, keyRequired, first);
  }
  return { access: deliveryAccess(resource), distributions, api };
}

/** The first rows of open data with its field schema (others: 403). */
export async function resourcePreview(ctx: DomainContext, id: string): Promise<ResourcePreview> {
  const resource = await loadResource(ctx, id);
  refuseUnlessOpen(resource);
  const dataset = await findDataset(ctx.db, resource.id);
  const rows = dataset ? await recordRange(ctx.db, resource.id, 1, Math.min(PREVIEW_ROWS, dataset.rowCount)) : [];
  return { fields: resource.fields, rows: rows.map((row) => pick(row, resource.fields)), total: dataset?.rowCount ?? 0 };
}

export interface ResourceFile {
  name: string;
  contentType: string;
  /** The bytes, produced as they are read (one batch of rows in memory). */
  chunks: AsyncGenerator<Uint8Array>;
}

/** A file of open data in a format, counted as one download (others: 403; a format it has no file in: 404). */
export async function resourceDownload(ctx: DomainContext, id: string, format: FileFormat): Promise<ResourceFile> {
  const resource = await loadResource(ctx, id);
  refuseUnlessOpen(resource);
  const dataset = await findDataset(ctx.db, resource.id);
  if (!dataset || !fileFormatsFor(dataset.rowCount).includes(format)) throw ERR.notFound(`该资源暂无 ${format} 格式的数据文件`);
  await countDownload(ctx.db, resource.id, format);
  const source = fileSource(ctx, resource, dataset);
  return { name: fileName(source, format), contentType: FILE_TYPES[format].contentType, chunks: fileChunks(format, source) };
}

/** The rows of a resource as a file is made of them. */
export function fileSource(ctx: DomainContext, resource: ResourceDetail, dataset: Dataset) {
  return {
    code: resource.code,
    name: resource.name,
    fields: resource.fields,
    loadedAt: dataset.loadedAt,
    batches: () => recordBatches(ctx.db, resource.id, dataset.rowCount),
  };
}

/** The fields a call asks for (all when it names none); an unknown name is refused (400). */
function askedFields(resource: Pick<RecordsSource, 'fields'>, asked: string | undefined): ResourceDetail['fields'] {
  if (!asked) return resource.fields;
  const names = [...new Set(asked.split(','))];
  const unknown = names.filter((name) => !resource.fields.some((field) => field.name === name));
  if (unknown.length > 0) throw ERR.badRequest(`参数错误：fields 包含该资源没有的字段 ${unknown.join('、')}`);
  return resource.fields.filter((field) => names.includes(field.name));
}

/** A missing or unusable app key (HTTP 401, code 4010). */
export const appKeyError = (msg: string) => new HttpError(401, APP_KEY_CODE, msg);

/**
 * A page of a resource's records through the open API (issue 22). Open data that carries the API
 * format needs no key; conditional data needs the app key of an authorization.
 */
export async function recordsPage(ctx: DomainContext, code: string, query: RecordsQuery, appKey: string | undefined): Promise<RecordsPage> {
  const from = (query.page - 1) * query.pageSize + 1;
  const to = from + query.pageSize - 1;
  // Open data: one query (the resource, its row count and the page); with a key, the page after the authorization.
  const resource = await findRecordsSource(ctx.db, code, from, to);
  if (!resource) throw ERR.notFound(RESOURCE_NOT_FOUND);
  const refusal = recordsRefusal(resource);
  if (refusal === 'closed') throw ERR.forbidden(CLOSED_REFUSAL);
  if (refusal === 'no_api') throw ERR.notFound('该数据资源未提供接口服务，请下载数据文件使用');
  let fields = askedFields(resource, query.fields);
  if (apiNeedsKey(resource)) {
    if (!appKey) throw appKeyError(`有条件开放数据需在请求头 ${APP_KEY_HEADER} 中提供经授权的应用密钥`);
    // The authorization's scope, period and quota; the call is counted there.
    const allowed = await authorizeCall(ctx, resource.id, appKey, query.fields ? fields.map((field) => field.name) : undefined);
    fields = resource.fields.filter((field) => allowed.includes(field.name));
  }
  const rows = resource.openPage ?? (await recordRange(ctx.db, resource.id, from, Math.min(resource.rowCount, to)));
  return {
    code: resource.code,
    total: resource.rowCount,
    page: query.page,
    pageSize: query.pageSize,
    fields: fields.map((field) => field.name),
    records: rows.map((row) => pick(row, fields)),
  };
}

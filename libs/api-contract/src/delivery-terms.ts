// Data delivery's terms and addresses, apart from its schemas (issue 13: a resource's detail page shows
// these; its first load carries no zod).
import { API_BASE_PATH } from './result-codes';

/**
 * Data delivery (issue 22): what a resource offers for use, by its open type —
 * - 无条件开放 (`open`): files to download in every file format, a preview of the first rows, and,
 *   when the resource carries the API format, its records through the open API without a key;
 * - 有条件开放 (`authorized`): the open API with an app key, after an approved application;
 * - 不予开放 (`none`): nothing, with the reason.
 */
export const DELIVERY_ACCESS = ['open', 'authorized', 'none'] as const;
export type DeliveryAccess = (typeof DELIVERY_ACCESS)[number];

/** The file formats a resource's rows are generated in (CKAN's DataStore dumps offer the same four). */
export const FILE_FORMATS = ['CSV', 'XLSX', 'JSON', 'XML'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** Rows in a preview. */
export const PREVIEW_ROWS = 50;

/** The header that carries an app key on the open API (never a query parameter: URLs are logged). */
export const APP_KEY_HEADER = 'X-App-Key';

/** The download of a resource's rows as a file: GET <base>/web/data-resource/download?id=…&format=…. */
export const RESOURCE_DOWNLOAD_PATH = '/web/data-resource/download';

/** The address of a resource's file in a format (same origin; a plain link, it needs no token). */
export const resourceDownloadUrl = (id: string, format: FileFormat) =>
  `${API_BASE_PATH}${RESOURCE_DOWNLOAD_PATH}?${new URLSearchParams({ id, format }).toString()}`;

/** The open API's records path (below the base path) for a resource code. */
export const recordsPath = (code: string) => `/open/v1/resources/${encodeURIComponent(code)}/records`;

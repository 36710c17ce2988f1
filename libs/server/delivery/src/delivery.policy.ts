import type { DataFormat, DeliveryAccess, FileFormat } from '@portal/api-contract';
import { FILE_FORMATS } from '@portal/api-contract';
import { XLSX_MAX_ROWS } from './xlsx';

/**
 * What a data resource delivers, by its open type (issue 22). Pure decisions; the delivery service
 * loads the facts and asks, and the detail page's delivery answer comes from the same functions.
 *
 * - 无条件开放: anyone downloads its files and reads its preview; its open API (when it carries
 *   the API format) needs no key;
 * - 有条件开放: no file and no preview; its open API needs the app key of an authorization;
 * - 不予开放: nothing.
 */
export interface DeliveryFacts {
  openType: 'unconditional' | 'conditional' | 'closed';
  formats: readonly DataFormat[];
}

const ACCESS: Record<DeliveryFacts['openType'], DeliveryAccess> = { unconditional: 'open', conditional: 'authorized', closed: 'none' };

export const deliveryAccess = (resource: Pick<DeliveryFacts, 'openType'>): DeliveryAccess => ACCESS[resource.openType];

/** Whether anyone may download the resource's files and see its preview. */
export const offersFiles = (resource: Pick<DeliveryFacts, 'openType'>): boolean => deliveryAccess(resource) === 'open';

/** Whether the resource has an open API: open data that carries the API format, and every conditional resource (the API is how it is delivered). */
export function offersApi(resource: DeliveryFacts): boolean {
  const access = deliveryAccess(resource);
  return access === 'authorized' || (access === 'open' && resource.formats.includes('API'));
}

/** Whether a call of the resource's open API needs an app key. */
export const apiNeedsKey = (resource: Pick<DeliveryFacts, 'openType'>): boolean => deliveryAccess(resource) === 'authorized';

/** The file formats of `rowCount` rows: every one, but XLSX only while the rows fit one sheet. */
export const fileFormatsFor = (rowCount: number): FileFormat[] => FILE_FORMATS.filter((format) => format !== 'XLSX' || rowCount <= XLSX_MAX_ROWS);

/** Why the open API refuses a call before any key is looked at, or null when it may go on. */
export type RecordsRefusal = 'closed' | 'no_api';

export function recordsRefusal(resource: DeliveryFacts): RecordsRefusal | null {
  if (deliveryAccess(resource) === 'none') return 'closed';
  return offersApi(resource) ? null : 'no_api';
}

import { queryOptions } from '@tanstack/react-query';
import { AUDIT_EXPORT_PATH, auditApi } from '@portal/api-contract';
import { api, requestOf, saveBlob } from '@portal/api-client';
import { administrationQueries } from '../api/administration-queries';
import { auditFilterQuery, auditListQuery, type AuditFilters, type AuditFilterValues } from './audit-filters';

/** The audit log's queries (house style: keys general → specific, under the feature's `['administration']`). */
export const auditQueries = {
  all: () => [...administrationQueries.all(), 'audit'] as const,
  list: (filters: AuditFilters) =>
    queryOptions({
      queryKey: [...auditQueries.all(), filters] as const,
      queryFn: (context) => api.call(auditApi.list, { query: auditListQuery(filters) }, requestOf(context)),
      // The previous page stays on screen (dimmed by the table's spinner) while the next one loads.
      placeholderData: (previous) => previous,
    }),
};

/** The export's address with the filters (the client adds `t`, spec §7); only contract filters go in. */
export function auditExportPath(filters: AuditFilterValues): string {
  const query = new URLSearchParams(auditFilterQuery(filters)).toString();
  return query ? `${AUDIT_EXPORT_PATH}?${query}` : AUDIT_EXPORT_PATH;
}

/**
 * GET /primary/audit/export with the User-Token and the list's filters: the streamed CSV, saved
 * under the server's name. Through the app's client, so a 401 ends the session as spec §8 says.
 * Resolves with the name it was saved under.
 */
export async function exportAuditCsv(filters: AuditFilterValues, fallbackName: string, signal?: AbortSignal): Promise<string> {
  const file = await api.download(auditExportPath(filters), signal ? { signal } : {});
  // Aborted while the body arrived (the page went away): nothing is saved.
  signal?.throwIfAborted();
  const name = file.fileName ?? fallbackName;
  saveBlob(file.blob, name);
  return name;
}

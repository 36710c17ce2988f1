import { type ResourceListData, catalogueApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';
import type { ResourceFilters } from '../hooks/resource-filters';

/** GET /web/data-resource/list — the query takes strings, as they come from the URL. */
export function getResources(filters: ResourceFilters, request: CallOptions = {}): Promise<ResourceListData> {
  const { page, pageSize, keyword, domain, department, openType, format, frequency, sort, order } = filters;
  return api.call(
    catalogueApi.resources,
    {
      query: {
        page: String(page),
        pageSize: String(pageSize),
        ...(keyword ? { keyword } : {}),
        ...(domain ? { domain } : {}),
        ...(department ? { department } : {}),
        ...(openType ? { openType } : {}),
        ...(format ? { format } : {}),
        ...(frequency ? { frequency } : {}),
        // No sort is the list's default: relevance with a keyword, else the newest update (issue 16).
        ...(sort ? { sort } : {}),
        order,
      },
    },
    request,
  );
}

import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { API, type catalogueOptionsSchema } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { resourceKeys } from './keys';

export type CatalogueOptions = z.output<typeof catalogueOptionsSchema>;

/** GET /web/catalogue/options — domains and departments (for menus and the home page). */
export function getOptions(signal?: AbortSignal): Promise<CatalogueOptions> {
  return api.call(API.catalogue.options, {}, signal ? { signal } : {});
}

export const catalogueOptionsQuery = () =>
  queryOptions({
    queryKey: resourceKeys.options(),
    queryFn: ({ signal }) => getOptions(signal),
    // Domains and departments change with a release, not with a visit.
    staleTime: 10 * 60_000,
  });

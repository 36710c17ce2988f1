import type * as z from 'zod/mini';
import { catalogueApi, type catalogueOptionsSchema } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

export type CatalogueOptions = z.output<typeof catalogueOptionsSchema>;

/** GET /web/catalogue/options — domains and departments (for menus and the home page). */
export function getOptions(request: CallOptions = {}): Promise<CatalogueOptions> {
  return api.call(catalogueApi.options, {}, request);
}

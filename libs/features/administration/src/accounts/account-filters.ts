import * as z from 'zod/mini';
import { CLIENT_IDS, idParam, type ClientId } from '@portal/api-contract';
import type { AdminFilters } from '../api/administration-queries';

export const ACCOUNT_PAGE_SIZE = 10;
/** The contract's longest keyword (every list of this feature). */
export const KEYWORD_MAX = 50;

export type AccountFilterKey = 'keyword' | 'role' | 'status' | 'client' | 'page';

/** The list's filters from the URL (house style: filters and page live in the search params); bad values are dropped. */
export function accountFiltersFromParams(params: URLSearchParams): AdminFilters {
  const page = Number(params.get('page'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const role = params.get('role') ?? '';
  const status = params.get('status');
  const client = params.get('client') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    pageSize: ACCOUNT_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(z.safeParse(idParam, role).success ? { role } : {}),
    ...(status === 'enabled' || status === 'disabled' ? { status } : {}),
    ...((CLIENT_IDS as readonly string[]).includes(client) ? { client: client as ClientId } : {}),
  };
}

/** The next search params: any filter change goes back to page 1. */
export function withAccountFilter(params: URLSearchParams, key: AccountFilterKey, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

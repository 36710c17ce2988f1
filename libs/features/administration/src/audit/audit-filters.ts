import { AUDIT_RESULTS, type AuditRecordView } from '@portal/api-contract';
import { provinceDayStart } from '@portal/util';
import { AUDIT_ACTIONS, AUDIT_ACTION_GROUPS } from './audit-vocabulary';

export type AuditResult = AuditRecordView['result'];

/** The audit log's filters as the URL keeps them (house style: filters and page live in the search params). */
export interface AuditFilters {
  page: number;
  pageSize: number;
  /** An actor's account, exactly. */
  actor?: string;
  /** A known action, or a group's prefix ending in '.'. */
  action?: string;
  /** A target's id, exactly. */
  target?: string;
  result?: AuditResult;
  /** First province calendar day shown (YYYY-MM-DD, inclusive). */
  from?: string;
  /** Last province calendar day shown (YYYY-MM-DD, inclusive). */
  to?: string;
}

/** What the filter form sets; paging is the table's. */
export type AuditFilterValues = Omit<AuditFilters, 'page' | 'pageSize'>;

export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const AUDIT_DEFAULT_PAGE_SIZE = 20;
/** The contract's longest actor, action and target. */
export const AUDIT_TEXT_MAX = 64;
const MAX_PAGE = 10_000;
const DAY_MS = 86_400_000;

/** The filter keys, in the order they are written to the URL. */
export const AUDIT_FILTER_KEYS = ['actor', 'action', 'target', 'result', 'from', 'to'] as const;

/** Every action and group prefix the filter offers. */
const KNOWN_ACTIONS = new Set<string>([...AUDIT_ACTIONS, ...AUDIT_ACTION_GROUPS.map((group) => group.prefix)]);

/** A trimmed text the contract takes (1-64 characters); anything else is no filter. */
function textOf(raw: string | null): string | undefined {
  const text = (raw ?? '').trim();
  return text && text.length <= AUDIT_TEXT_MAX ? text : undefined;
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function intOf(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,6}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The filters from the URL; a value the list does not know (a hand-edited or stale link) is dropped. */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const page = intOf(params.get('page'));
  const pageSize = intOf(params.get('pageSize'));
  const actor = textOf(params.get('actor'));
  const action = textOf(params.get('action'));
  const target = textOf(params.get('target'));
  const result = params.get('result');
  let from = params.get('from');
  let to = params.get('to');
  if (!isDay(from)) from = null;
  if (!isDay(to)) to = null;
  // An inverted range matches nothing the user could have meant: both ends go.
  if (from && to && from > to) from = to = null;
  return {
    page: page !== undefined && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: pageSize !== undefined && (AUDIT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : AUDIT_DEFAULT_PAGE_SIZE,
    ...(actor ? { actor } : {}),
    ...(action && KNOWN_ACTIONS.has(action) ? { action } : {}),
    ...(target ? { target } : {}),
    ...(result && (AUDIT_RESULTS as readonly string[]).includes(result) ? { result: result as AuditResult } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The search params of these filters, in a stable order, leaving out defaults and empty values. */
export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== AUDIT_DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** The next search params for new filter values: a filter change goes back to page 1 (the page size stays). */
export function withAuditFilters(params: URLSearchParams, values: AuditFilterValues): URLSearchParams {
  const current = auditFiltersFromParams(params);
  const next: AuditFilters = { page: 1, pageSize: current.pageSize };
  for (const key of AUDIT_FILTER_KEYS) {
    const value = typeof values[key] === 'string' ? values[key].trim() : undefined;
    if (value) (next as unknown as Record<string, string>)[key] = value;
  }
  // Written, then read back: what the list would drop never reaches the URL.
  return auditFiltersToParams(auditFiltersFromParams(auditFiltersToParams(next)));
}

/** The next search params for a page of the table; a new page size starts again at page 1. */
export function withAuditPage(params: URLSearchParams, page: number, pageSize: number): URLSearchParams {
  const current = auditFiltersFromParams(params);
  return auditFiltersToParams({ ...current, page: pageSize === current.pageSize ? page : 1, pageSize });
}

/** Whether a filter narrows the log (paging does not). */
export function hasAuditFilters(filters: AuditFilters): boolean {
  return AUDIT_FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** The start of a province day (00:00 +08:00), epoch ms. */
export const dayStartMs = (day: string): number => provinceDayStart(day);
/** The end of a province day, exclusive: the next day's 00:00 +08:00 (China keeps no summer time). */
export const dayEndMs = (day: string): number => provinceDayStart(day) + DAY_MS;

/** The filters as a query string carries them (the contract's input): text, and the days as epoch-ms digits. */
export type AuditFilterQuery = Partial<Record<'actor' | 'action' | 'target' | 'from' | 'to', string>> & { result?: AuditResult };

/** The filters as the list and the export send them: text, and the days as epoch-ms instants. */
export function auditFilterQuery(filters: AuditFilterValues): AuditFilterQuery {
  return {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.target ? { target: filters.target } : {}),
    ...(filters.result ? { result: filters.result } : {}),
    ...(filters.from ? { from: String(dayStartMs(filters.from)) } : {}),
    ...(filters.to ? { to: String(dayEndMs(filters.to)) } : {}),
  };
}

/** GET /primary/audit/list's query for these filters. */
export function auditListQuery(filters: AuditFilters): AuditFilterQuery & { page: string; pageSize: string } {
  return { page: String(filters.page), pageSize: String(filters.pageSize), ...auditFilterQuery(filters) };
}

import { describe, expect, it } from 'vitest';
import { auditListQuerySchema } from '@portal/api-contract';
import * as z from 'zod/mini';
import {
  AUDIT_DEFAULT_PAGE_SIZE,
  auditFilterQuery,
  auditFiltersFromParams,
  auditFiltersToParams,
  auditListQuery,
  dayEndMs,
  dayStartMs,
  hasAuditFilters,
  isDay,
  withAuditFilters,
  withAuditPage,
} from './audit-filters';
import { auditExportPath } from './audit-queries';
import { actionLabel, compactSummary, formatSecond, prettySummary, roleLabel } from './audit-format';

const params = (query: string) => new URLSearchParams(query);

describe('issue 17 audit log: filters in the URL', () => {
  it('reads every filter, page and page size', () => {
    expect(
      auditFiltersFromParams(params('actor=wangadmin&action=review.&target=app_0012&result=denied&from=2026-11-01&to=2026-11-02&page=3&pageSize=50')),
    ).toEqual({
      actor: 'wangadmin',
      action: 'review.',
      target: 'app_0012',
      result: 'denied',
      from: '2026-11-01',
      to: '2026-11-02',
      page: 3,
      pageSize: 50,
    });
  });

  it('defaults to page 1 of 20 with no filter', () => {
    const filters = auditFiltersFromParams(params(''));
    expect(filters).toEqual({ page: 1, pageSize: AUDIT_DEFAULT_PAGE_SIZE });
    expect(hasAuditFilters(filters)).toBe(false);
  });

  it('drops values it does not know: a result, an action, a page size, a page, a day that is not one', () => {
    const filters = auditFiltersFromParams(params('result=maybe&action=drop.tables&pageSize=7&page=0&from=2026-02-30&to=yesterday'));
    expect(filters).toEqual({ page: 1, pageSize: AUDIT_DEFAULT_PAGE_SIZE });
    expect(auditFiltersFromParams(params('page=-2&pageSize=1000')).page).toBe(1);
    expect(auditFiltersFromParams(params('page=20000')).page).toBe(1);
    expect(auditFiltersFromParams(params('page=2.5')).page).toBe(1);
  });

  it('keeps known exact actions and group prefixes', () => {
    expect(auditFiltersFromParams(params('action=admin.disable')).action).toBe('admin.disable');
    expect(auditFiltersFromParams(params('action=account.password.')).action).toBe('account.password.');
    expect(auditFiltersFromParams(params('action=admin')).action).toBeUndefined();
  });

  it('trims text and drops what the contract refuses (blank, over 64 characters)', () => {
    expect(auditFiltersFromParams(params('actor=%20lisi%20&target=%20%20')).actor).toBe('lisi');
    expect(auditFiltersFromParams(params('target=%20%20')).target).toBeUndefined();
    expect(auditFiltersFromParams(params(`actor=${'a'.repeat(65)}`)).actor).toBeUndefined();
    expect(auditFiltersFromParams(params(`actor=${'a'.repeat(64)}`)).actor).toHaveLength(64);
  });

  it('drops an inverted time range; a one-day range is fine', () => {
    expect(auditFiltersFromParams(params('from=2026-11-03&to=2026-11-01'))).toEqual({ page: 1, pageSize: AUDIT_DEFAULT_PAGE_SIZE });
    expect(auditFiltersFromParams(params('from=2026-11-01&to=2026-11-01'))).toMatchObject({ from: '2026-11-01', to: '2026-11-01' });
  });

  it('tells real calendar days from look-alikes', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-05')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('writes filters in a stable order without defaults, and reads them back the same', () => {
    const filters = { page: 2, pageSize: 50, to: '2026-11-02', result: 'ok' as const, actor: 'lisi' };
    const written = auditFiltersToParams(filters);
    expect(written.toString()).toBe('actor=lisi&result=ok&to=2026-11-02&page=2&pageSize=50');
    expect(auditFiltersFromParams(written)).toEqual(filters);
    expect(auditFiltersToParams({ page: 1, pageSize: AUDIT_DEFAULT_PAGE_SIZE }).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes, keeping the page size', () => {
    const next = withAuditFilters(params('actor=lisi&page=4&pageSize=50'), { actor: 'wangadmin', result: 'failed' });
    expect(next.toString()).toBe('actor=wangadmin&result=failed&pageSize=50');
  });

  it('clears every filter on reset, and never writes what it would drop', () => {
    expect(withAuditFilters(params('actor=lisi&from=2026-11-01&page=3'), {}).toString()).toBe('');
    expect(withAuditFilters(params(''), { actor: '  ', action: 'nope', from: '2026-11-05', to: '2026-11-01' }).toString()).toBe('');
  });

  it('pages within the filters; a new page size starts at page 1', () => {
    expect(withAuditPage(params('result=ok&page=2'), 3, AUDIT_DEFAULT_PAGE_SIZE).toString()).toBe('result=ok&page=3');
    expect(withAuditPage(params('result=ok&page=2'), 2, 50).toString()).toBe('result=ok&pageSize=50');
  });
});

describe('issue 17 audit log: days in Beijing time', () => {
  it('starts a day at 00:00 +08:00 and ends it, exclusive, at the next day 00:00 +08:00', () => {
    expect(dayStartMs('2026-11-01')).toBe(Date.parse('2026-10-31T16:00:00.000Z'));
    expect(dayEndMs('2026-11-02')).toBe(Date.parse('2026-11-02T16:00:00.000Z'));
    // Across a month and a year.
    expect(dayEndMs('2026-12-31')).toBe(Date.parse('2026-12-31T16:00:00.000Z'));
    expect(dayEndMs('2026-12-31')).toBe(dayStartMs('2027-01-01'));
  });

  it('sends the range as epoch-ms digits the contract accepts', () => {
    const query = auditListQuery({ page: 2, pageSize: 50, action: 'login.', result: 'denied', from: '2026-11-01', to: '2026-11-01' });
    expect(query).toEqual({
      page: '2',
      pageSize: '50',
      action: 'login.',
      result: 'denied',
      from: String(Date.parse('2026-10-31T16:00:00.000Z')),
      to: String(Date.parse('2026-11-01T16:00:00.000Z')),
    });
    expect(z.safeParse(auditListQuerySchema, query).success).toBe(true);
  });

  it('exports with the same filters, without paging', () => {
    expect(auditFilterQuery({ actor: 'lisi' })).toEqual({ actor: 'lisi' });
    expect(auditExportPath({})).toBe('/primary/audit/export');
    expect(auditExportPath({ actor: 'li si', action: 'review.', from: '2026-11-01' })).toBe(
      `/primary/audit/export?actor=li+si&action=review.&from=${Date.parse('2026-10-31T16:00:00.000Z')}`,
    );
  });
});

describe('issue 17 audit log: how a record reads', () => {
  it('shows time in Beijing to the second', () => {
    expect(formatSecond('2026-11-01T16:05:09.000Z')).toBe('2026-11-02 00:05:09');
    expect(formatSecond('not a date')).toBe('not a date');
  });

  it('names known actions and roles, and shows unknown ones as they are', () => {
    expect(actionLabel('admin.reset-password')).toBe('重置密码');
    expect(actionLabel('catalogue.sync')).toBe('catalogue.sync');
    expect(roleLabel('second')).toBe('企业用户');
    expect(roleLabel('robot')).toBe('robot');
  });

  it('shows a summary on one line, and whole when expanded', () => {
    const summary = '{"after":{"status":"disabled"},"before":{"status":"active"}}';
    expect(compactSummary(summary)).toBe('after: {status: "disabled"}, before: {status: "active"}');
    expect(compactSummary('{}')).toBe('—');
    expect(compactSummary('not json')).toBe('not json');
    expect(prettySummary(summary)).toBe('{\n  "after": {\n    "status": "disabled"\n  },\n  "before": {\n    "status": "active"\n  }\n}');
  });
});

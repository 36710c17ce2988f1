import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_DAYS, analyticsQuerySchema } from '@portal/api-contract';
import * as z from 'zod/mini';
import {
  activeQuickRange,
  addDays,
  analyticsFiltersFromParams,
  analyticsFiltersToParams,
  analyticsQuery,
  beijingToday,
  effectiveRange,
  isDay,
  quickRange,
  rangeDays,
  rangeProblem,
  withRange,
  withSite,
} from './analytics-filters';

const params = (query: string) => new URLSearchParams(query);

describe('issue 18 analytics: filters in the URL', () => {
  it('reads the range and the site', () => {
    expect(analyticsFiltersFromParams(params('from=2026-11-01&to=2026-11-30&site=nj'))).toEqual({ from: '2026-11-01', to: '2026-11-30', site: 'nj' });
    expect(analyticsFiltersFromParams(params(''))).toEqual({});
  });

  it('drops what it does not know: a day that is not one, a site not in the directory', () => {
    expect(analyticsFiltersFromParams(params('from=2026-02-30&to=yesterday&site=beijing'))).toEqual({});
    expect(analyticsFiltersFromParams(params('from=2026-11-1&site=NJ'))).toEqual({});
    expect(analyticsFiltersFromParams(params('site=portal'))).toEqual({ site: 'portal' });
  });

  it('keeps an inverted range as it is, for the page to refuse with a reason', () => {
    expect(analyticsFiltersFromParams(params('from=2026-11-30&to=2026-11-01'))).toEqual({ from: '2026-11-30', to: '2026-11-01' });
  });

  it('writes the filters in a stable order, leaving out what is empty', () => {
    expect(analyticsFiltersToParams({ site: 'wx', to: '2026-11-30', from: '2026-11-01' }).toString()).toBe('from=2026-11-01&to=2026-11-30&site=wx');
    expect(analyticsFiltersToParams({ site: '' }).toString()).toBe('');
  });

  it('a new range keeps the site; another site keeps the range; every site takes it out', () => {
    const current = params('site=nj&from=2026-11-01&to=2026-11-30&junk=1');
    expect(withRange(current, { from: '2026-10-01', to: '2026-10-07' }).toString()).toBe('from=2026-10-01&to=2026-10-07&site=nj');
    expect(withSite(current, 'sz').toString()).toBe('from=2026-11-01&to=2026-11-30&site=sz');
    expect(withSite(current, undefined).toString()).toBe('from=2026-11-01&to=2026-11-30');
  });
});

describe('issue 18 analytics: ranges of Beijing days', () => {
  it('knows a real calendar day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('takes today in Beijing, not in the browser’s zone', () => {
    expect(beijingToday(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(beijingToday(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
  });

  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
    expect(rangeDays({ from: '2026-11-02', to: '2026-11-01' })).toBe(0);
  });

  it('quick ranges end today; a range is one only when it ends today', () => {
    expect(quickRange(7, '2026-11-30')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(quickRange(30, '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickRange(90, '2026-11-30')).toEqual({ from: '2026-09-02', to: '2026-11-30' });
    expect(activeQuickRange({ from: '2026-11-24', to: '2026-11-30' }, '2026-11-30')).toBe(7);
    expect(activeQuickRange({ from: '2026-09-02', to: '2026-11-30' }, '2026-11-30')).toBe(90);
    expect(activeQuickRange({ from: '2026-11-23', to: '2026-11-29' }, '2026-11-30')).toBeUndefined();
    expect(activeQuickRange({ from: '2026-11-10', to: '2026-11-30' }, '2026-11-30')).toBeUndefined();
  });

  it('fills the ends the URL leaves out as the server does: to is today, from is 29 days before to', () => {
    expect(effectiveRange({}, '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(effectiveRange({ to: '2026-10-31' }, '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(effectiveRange({ from: '2026-11-20' }, '2026-11-30')).toEqual({ from: '2026-11-20', to: '2026-11-30' });
    expect(effectiveRange({ from: '2026-12-05' }, '2026-11-30')).toEqual({ from: '2026-12-05', to: '2026-11-30' });
  });

  it('refuses a range the report cannot cover: incomplete, inverted, longer than the contract allows', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-30' })).toBe('incomplete');
    expect(rangeProblem({ from: '2026-11-01' })).toBe('incomplete');
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe('inverted');
    expect(rangeProblem({ from: '2025-01-01', to: addDays('2025-01-01', ANALYTICS_MAX_DAYS - 1) })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: addDays('2025-01-01', ANALYTICS_MAX_DAYS) })).toBe('tooLong');
  });

  it('asks the report for the range and the site, as the contract takes them', () => {
    const all = analyticsQuery({ from: '2026-11-01', to: '2026-11-30' }, undefined);
    expect(all).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    const one = analyticsQuery({ from: '2026-11-01', to: '2026-11-30' }, 'nj');
    expect(one).toEqual({ from: '2026-11-01', to: '2026-11-30', site: 'nj' });
    expect(z.safeParse(analyticsQuerySchema, one).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDay, formatMinute } from './format-date';

describe('formatDay (issue 5 §2 dates in China Standard Time)', () => {
  it('issue 5 §2 shows the calendar day in Asia/Shanghai', () => {
    expect(formatDay('2026-10-08T16:30:00.000Z')).toBe('2026-10-09');
    expect(formatDay('2025-03-01T02:00:00+08:00')).toBe('2025-03-01');
  });

  it('issue 5 §2 leaves text that is not a date as it is', () => {
    expect(formatDay('不详')).toBe('不详');
    // The last instant a Date can hold: the province offset carries it past the range.
    expect(formatDay('+275760-09-13T00:00:00.000Z')).toBe('+275760-09-13T00:00:00.000Z');
  });

  it('issue 5 §2 agrees with the time zone database on every day of a year and across years', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let ms = Date.UTC(1995, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 23 * 3_600_000 + 61_000) {
      const iso = new Date(ms).toISOString();
      expect(formatDay(iso)).toBe(zone.format(new Date(ms)));
    }
  });
});

describe('formatMinute (issue 6 workspace times in China Standard Time)', () => {
  it('issue 6 shows day, hour and minute in Asia/Shanghai on a 24-hour clock', () => {
    expect(formatMinute('2026-11-05T08:15:00.000Z')).toBe('2026-11-05 16:15');
    expect(formatMinute('2026-11-04T16:05:00.000Z')).toBe('2026-11-05 00:05');
    expect(formatMinute('2026-12-31T15:59:59.999Z')).toBe('2026-12-31 23:59');
    expect(formatMinute('2026-12-31T16:00:00.000Z')).toBe('2027-01-01 00:00');
  });

  it('issue 6 shows — for no time and leaves text that is not a date as it is', () => {
    expect(formatMinute(null)).toBe('—');
    expect(formatMinute(undefined)).toBe('—');
    expect(formatMinute('')).toBe('—');
    expect(formatMinute('不详')).toBe('不详');
  });
});

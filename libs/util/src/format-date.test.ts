import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

describe('formatDay (issue 5 §2 dates in China Standard Time)', () => {
  it('issue 5 §2 shows the calendar day in Asia/Shanghai', () => {
    expect(formatDay('2026-10-08T16:30:00.000Z')).toBe('2026-10-09');
    expect(formatDay('2025-03-01T02:00:00+08:00')).toBe('2025-03-01');
  });

  it('issue 5 §2 leaves text that is not a date as it is', () => {
    expect(formatDay('不详')).toBe('不详');
  });
});

import { describe, expect, it } from 'vitest';
import { daysUntil } from './days-until';

describe('daysUntil (issue 5 /applylist deadline countdown)', () => {
  const now = new Date('2026-11-20T02:00:00.000Z'); // 10:00 on 20 November in Jiangsu

  it('issue 5 counts calendar days in China Standard Time', () => {
    expect(daysUntil('2026-11-23T15:59:59.000Z', now)).toBe(3); // 23:59 on the 23rd
    expect(daysUntil('2026-11-23T16:00:00.000Z', now)).toBe(4); // midnight into the 24th
    expect(daysUntil('2026-11-20T15:00:00.000Z', now)).toBe(0);
  });

  it('issue 5 is negative once the deadline day has passed', () => {
    expect(daysUntil('2026-11-18T08:00:00.000Z', now)).toBe(-2);
  });

  it('issue 5 gives null for text that is not a date', () => {
    expect(daysUntil('不详', now)).toBeNull();
  });
});

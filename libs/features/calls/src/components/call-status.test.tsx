import { describe, expect, it } from 'vitest';
import { countdownText } from './call-status';

describe('countdownText (issue 5 /applylist deadline countdown)', () => {
  const now = new Date('2026-11-20T02:00:00.000Z');

  it('issue 5 shows the days left of an open call, 今日截止 on its last day', () => {
    expect(countdownText('open', '2026-11-23T15:59:59.000Z', now)).toBe('剩余3天');
    expect(countdownText('open', '2026-11-20T15:00:00.000Z', now)).toBe('今日截止');
  });

  it('issue 5 a closed call, or one whose deadline day has passed, reads 已截止', () => {
    expect(countdownText('closed', '2026-12-30T15:00:00.000Z', now)).toBe('已截止');
    expect(countdownText('open', '2026-11-18T15:00:00.000Z', now)).toBe('已截止');
  });
});

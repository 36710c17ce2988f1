const DAY_MS = 24 * 60 * 60 * 1000;
// China Standard Time has no daylight saving: a fixed offset gives the province's calendar day.
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

const cstDayNumber = (ms: number) => Math.floor((ms + CST_OFFSET_MS) / DAY_MS);

/**
 * Calendar days (China Standard Time) from `now` until an ISO deadline: 0 on the
 * deadline's own day, negative once that day has passed, null for text that is
 * not a date. Countdowns such as "剩余3天" read this (issue 5 /applylist).
 */
export function daysUntil(deadline: string, now: Date | number = Date.now()): number | null {
  const end = new Date(deadline).getTime();
  const start = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(end) || Number.isNaN(start)) return null;
  return cstDayNumber(end) - cstDayNumber(start);
}

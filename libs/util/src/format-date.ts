/** Province time: dates of spec §2 lists and details are calendar days in China Standard Time. */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** An ISO date-time as YYYY-MM-DD in China Standard Time; text that is not a date comes back unchanged. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

/** Province time to the minute: workspace events happen several times a day. */
const MINUTE = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO date-time as YYYY-MM-DD HH:mm in China Standard Time; none is —, text that is not a date comes back unchanged. */
export function formatMinute(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(MINUTE.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`;
}

/**
 * The instant a province calendar day (YYYY-MM-DD) begins, in epoch ms. A document dated by
 * day (a policy's issue date) travels as this instant wherever the contract wants a date-time,
 * so formatDay gives the same day back (issue 21 §8).
 */
export function provinceDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}

/** The province calendar day (YYYY-MM-DD) of an instant in epoch ms: arithmetic, for hot paths (Beijing is UTC+8 all year). */
export function provinceDayOf(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

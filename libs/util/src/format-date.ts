/**
 * Province time is China Standard Time, UTC+8 all year (no daylight saving since 1991), so it is
 * arithmetic on the instant, not Intl: building an Intl.DateTimeFormat with a time zone loads ICU's
 * zone data, which took about 55 ms of a phone's first page load (four times that under
 * Lighthouse's CPU throttling) before the page could be taken over.
 */
const PROVINCE_OFFSET_MS = 8 * 3_600_000;

/** The instant's province wall time as `YYYY-MM-DDTHH:mm:ss.sssZ`-shaped text, or none when it is not a date. */
function provinceClock(iso: string): string | null {
  const ms = new Date(iso).getTime() + PROVINCE_OFFSET_MS;
  // An invalid date, or one at the very end of the Date range that the offset carries past it.
  const clock = new Date(ms);
  return Number.isNaN(clock.getTime()) ? null : clock.toISOString();
}

/** An ISO date-time as YYYY-MM-DD in China Standard Time (spec §2 lists and details); text that is not a date comes back unchanged. */
export function formatDay(iso: string): string {
  return provinceClock(iso)?.slice(0, 10) ?? iso;
}

/** An ISO date-time as YYYY-MM-DD HH:mm in China Standard Time (workspace events); none is —, text that is not a date comes back unchanged. */
export function formatMinute(iso: string | null | undefined): string {
  if (!iso) return '—';
  const clock = provinceClock(iso);
  return clock ? `${clock.slice(0, 10)} ${clock.slice(11, 16)}` : iso;
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
  return new Date(ms + PROVINCE_OFFSET_MS).toISOString().slice(0, 10);
}

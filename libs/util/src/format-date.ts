/** Province time: dates of spec §2 lists and details are calendar days in China Standard Time. */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** An ISO date-time as YYYY-MM-DD in China Standard Time; text that is not a date comes back unchanged. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

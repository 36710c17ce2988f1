import { administrationText, type AdministrationText } from '../text';
import { isAuditAction, isAuditActorRole, isAuditTargetType } from './audit-vocabulary';

/** What a summary that says nothing is shown as. */
const NO_SUMMARY = '—';

/** Province time to the second: an audit record says exactly when. */
const SECOND = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An ISO date-time as yyyy-MM-dd HH:mm:ss in Beijing time; text that is not a date comes back unchanged. */
export function formatSecond(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(SECOND.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}:${parts['second']}`;
}

/*
 * The names below are in the active language (a component passes its `t`, so it draws again when
 * the language changes).
 */

/** An action's name; an action the screen does not know yet is shown as its code. */
export const actionLabel = (action: string, t: AdministrationText = administrationText.t): string =>
  isAuditAction(action) ? t(`audit.action.${action}`) : action;

/** The actor's account type in words; an unknown one as it is. */
export const roleLabel = (role: string, t: AdministrationText = administrationText.t): string => (isAuditActorRole(role) ? t(`audit.role.${role}`) : role);

/** A target type in words; an unknown one as it is. */
export const targetTypeLabel = (type: string, t: AdministrationText = administrationText.t): string =>
  isAuditTargetType(type) ? t(`audit.target.${type}`) : type;

function parsed(summary: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(summary) };
  } catch {
    return { ok: false };
  }
}

/** Whether a summary says anything (the server writes `{}` for none). */
export function hasSummary(summary: string): boolean {
  const text = summary.trim();
  return text !== '' && text !== '{}' && text !== 'null';
}

/** The summary on one line: JSON without the quotes around keys, `{"after":{"status":"x"}}` → `after: {status: "x"}`. */
export function compactSummary(summary: string): string {
  if (!hasSummary(summary)) return NO_SUMMARY;
  const json = parsed(summary);
  if (!json.ok) return summary;
  const show = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
    if (value && typeof value === 'object')
      return `{${Object.entries(value as Record<string, unknown>)
        .map(([key, inner]) => `${key}: ${show(inner)}`)
        .join(', ')}}`;
    return JSON.stringify(value) ?? String(value);
  };
  const text = show(json.value);
  // The outer braces of an object say nothing on one line.
  return json.value && typeof json.value === 'object' && !Array.isArray(json.value) ? text.slice(1, -1) : text;
}

/** The summary pretty-printed (two-space indent); text that is not JSON comes back unchanged. */
export function prettySummary(summary: string): string {
  const json = parsed(summary);
  return json.ok ? JSON.stringify(json.value, null, 2) : summary;
}

import { api } from '@portal/api-client';
import type { SessionTimes } from '@portal/api-contract';
import { SESSION_ENDING_EVENT } from '@portal/util';
import { authRoutes } from './auth-calls';

/**
 * Issue 19 §Time: when the signed-in session ends if left idle, as the browser can tell. The server
 * restarts a session's idle time on every signed-in call (at most once a minute, sessions.ts), and
 * says exactly when it ends whenever the session is kept alive (继续使用). The warning shows
 * SESSION_WARNING_MS before the end (shell session-expiry-warning.tsx).
 */
export const SESSION_WARNING_MS = 2 * 60_000;
/** The server refreshes the idle time at most this often: the browser counts from a minute earlier. */
const TOUCH_SLACK_MS = 60_000;
/** Until the server says otherwise (the default of SESSION_IDLE_MINUTES). */
const DEFAULT_IDLE_MS = 30 * 60_000;

let idleMs = DEFAULT_IDLE_MS;
let deadline: number | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** A signed-in call succeeded at `at` (client clock). */
export function noteSessionActivity(at = Date.now()): void {
  deadline = at + idleMs - TOUCH_SLACK_MS;
  notify();
}

/** The server's times, read at `at` (client clock): its own clock is only used for the difference. */
export function noteSessionTimes(times: SessionTimes, at = Date.now()): void {
  idleMs = Math.max(TOUCH_SLACK_MS * 2, times.idleExpiresAt - times.now);
  deadline = at + (times.idleExpiresAt - times.now);
  notify();
}

/** When the session ends if left idle (client clock), or null before anything was known. */
export function sessionDeadline(): number | null {
  return deadline;
}

/** Forgets the deadline (signed out). */
export function resetSessionClock(): void {
  deadline = null;
  idleMs = DEFAULT_IDLE_MS;
  notify();
}

export function subscribeSessionClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 继续使用: keeps the session alive on the server and learns its new end. */
export async function keepSessionAlive(): Promise<void> {
  const at = Date.now();
  noteSessionTimes(await api.call((await authRoutes()).keepAlive, {}, { quiet: true }), at);
}

/** Tells the page's forms the session is about to be given up, so they keep what was typed (issue 19). */
export function announceSessionEnding(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDING_EVENT));
}

/**
 * Issue 19 §Time: the window event fired just before a signed-in session is given up (its idle end,
 * an HTTP 401): a form on the page keeps what was typed, and gets it back after signing in again.
 */
export const SESSION_ENDING_EVENT = 'portal:session-ending';

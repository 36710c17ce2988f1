import { corporationOf, type Actor } from '@portal/server-identity';

/*
 * Who may do what with calls for collection (issue 5, issue 21 §10c): pure decisions, no I/O. The
 * service loads the facts (the call's deadline, the file's organisation) and asks here.
 */

/**
 * The organisation an account responds for: only a corporation account with an organisation may
 * respond to calls or read its responses (staff have no part in them). Undefined: it may not.
 */
export function respondingOrg(actor: Actor): string | undefined {
  return corporationOf(actor);
}

/** Whether a call is open at `at`: until its deadline (inclusive). A closed call cannot be answered. */
export function callIsOpen(call: { deadline: number }, at: number): boolean {
  return call.deadline >= at;
}

/** Why an account may not respond to a call now, or null when it may. */
export function respondRefusal(actor: Actor, call: { deadline: number }, at: number): 'not-corporation' | 'closed' | null {
  if (respondingOrg(actor) === undefined) return 'not-corporation';
  return callIsOpen(call, at) ? null : 'closed';
}

/** Whether an account may download a response's file: admins, and the corporation that uploaded it (reviewers have no part in calls). */
export function mayDownloadResponseFile(actor: Actor, file: { org_id: string | null }): boolean {
  if (actor.user_type === 'admin') return true;
  return actor.user_type === 'second' && actor.org_id !== null && actor.org_id === file.org_id;
}

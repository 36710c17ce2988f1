import { ANNOUNCE_RIGHT } from '@portal/api-contract';
import { hasRight, type Actor } from '@portal/server-identity';

/*
 * Who may see what in the workspace (issue 6, issue 14). Pure decisions; which applications an
 * account may see is the onboarding policy's answer, counted here.
 */

/**
 * Whether the account may see a corporation's user detail: an admin any corporation's; a
 * reviewer only those of corporations with an application they may see (submitted in one of
 * their domains; the others answer 4011, as their applications do); a corporation its own.
 */
export function mayViewCorporation(actor: Actor, orgId: string, visibleApplications: number): boolean {
  if (actor.user_type === 'admin') return true;
  if (actor.user_type === 'user') return visibleApplications > 0;
  return actor.org_id === orgId;
}

/** Whether the staff home counts announcement drafts for the account: admins with the announcement right. */
export function seesAnnouncementDrafts(actor: Actor): boolean {
  return actor.user_type === 'admin' && hasRight(actor, ANNOUNCE_RIGHT);
}

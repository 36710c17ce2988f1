import {
  ANNOUNCE_RIGHT,
  ANNOUNCEMENT_EDITABLE_STATUSES,
  ANNOUNCEMENT_PUBLISHABLE_STATUSES,
  type AnnouncementDetail,
  type AnnouncementStatus,
} from '@portal/api-contract';
import { hasRight, type Actor } from '@portal/server-identity';

/*
 * Who may write announcements and what each status allows (issue 6): pure decisions, no I/O. The
 * service enforces them, and the detail's `can` object is the same answer, so the workspace offers
 * only what the server allows.
 */

/** What an editor does to an announcement. */
export type AnnouncementAction = keyof AnnouncementDetail['can'];

/** The statuses each action starts from: draft → published → offline → published; drafts and offline ones may be edited. */
export const ANNOUNCEMENT_ACTION_FROM: Readonly<Record<AnnouncementAction, readonly AnnouncementStatus[]>> = {
  edit: ANNOUNCEMENT_EDITABLE_STATUSES,
  publish: ANNOUNCEMENT_PUBLISHABLE_STATUSES,
  offline: ['published'],
};

/** Whether an account may list, read and write announcements: admins with the right `announce:edit`. */
export function mayEditAnnouncements(actor: Actor): boolean {
  return actor.user_type === 'admin' && hasRight(actor, ANNOUNCE_RIGHT);
}

/** Whether an action is allowed on an announcement of this status. */
export function actionAllowed(action: AnnouncementAction, status: AnnouncementStatus): boolean {
  return ANNOUNCEMENT_ACTION_FROM[action].includes(status);
}

/** The detail's `can` object: what each action would do on an announcement of this status. */
export function announcementCan(status: AnnouncementStatus): AnnouncementDetail['can'] {
  return { edit: actionAllowed('edit', status), publish: actionAllowed('publish', status), offline: actionAllowed('offline', status) };
}

/** Whether an account may download an announcement's file that is not public (not on a published announcement): admins. */
export function mayDownloadAnnouncementFile(actor: Actor): boolean {
  return actor.user_type === 'admin';
}

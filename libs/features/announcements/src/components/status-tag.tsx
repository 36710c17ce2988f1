import { ANNOUNCEMENT_STATUS_LABELS, ANNOUNCEMENT_STATUS_TONES, type AnnouncementStatus } from '@portal/api-contract';
import { StatusTag } from '@portal/ui-kit';

/** An announcement's status, in the contract's words and tone. */
export function AnnouncementStatusTag({ status }: { status: AnnouncementStatus }) {
  return <StatusTag tone={ANNOUNCEMENT_STATUS_TONES[status]}>{ANNOUNCEMENT_STATUS_LABELS[status]}</StatusTag>;
}

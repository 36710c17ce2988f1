import { ANNOUNCEMENT_STATUS_TONES, type AnnouncementStatus } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag } from '@portal/ui-kit';
import { announcementsText } from '../text';

/** An announcement's status, in the interface language and the contract's tone. */
export function AnnouncementStatusTag({ status }: { status: AnnouncementStatus }) {
  const t = useText(announcementsText);
  return <StatusTag tone={ANNOUNCEMENT_STATUS_TONES[status]}>{t(`status.${status}`)}</StatusTag>;
}

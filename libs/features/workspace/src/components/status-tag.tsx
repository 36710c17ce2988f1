import { APPLICATION_STATUS_TONES, type ApplicationStatus } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag } from '@portal/ui-kit';
import { workspaceText } from '../text';

/** An application's status, in the contract's words and tone. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const t = useText(workspaceText);
  return <StatusTag tone={APPLICATION_STATUS_TONES[status]}>{t(`status.${status}`)}</StatusTag>;
}

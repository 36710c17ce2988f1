import { APPLICATION_STATUS_LABELS, APPLICATION_STATUS_TONES, type ApplicationStatus } from '@portal/api-contract';
import { StatusTag } from '@portal/ui-kit';

/** An application's status, in the contract's words and tone. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return <StatusTag tone={APPLICATION_STATUS_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</StatusTag>;
}

import { APPLICATION_STATUS_TONES, type ApplicationStatus } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag } from '@portal/ui-kit';
import { onboardingText } from '../text';

/** An application's status, in the contract's tone. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const t = useText(onboardingText);
  return <StatusTag tone={APPLICATION_STATUS_TONES[status]}>{t(`status.${status}`)}</StatusTag>;
}

import { APPLICATION_STATUS_TONES, type ApplicationStatus, type AuthorizationStatus, type StatusTone } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag } from '@portal/ui-kit';
import { dataUseText } from '../text';

/** What an authorization's state means to the reader (the contract has no tones for it yet). */
const AUTHORIZATION_TONES: Record<AuthorizationStatus, StatusTone> = { active: 'success', expired: 'neutral', revoked: 'danger' };

/** An application's status, in the contract's tone. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const t = useText(dataUseText);
  return <StatusTag tone={APPLICATION_STATUS_TONES[status]}>{t(`status.${status}`)}</StatusTag>;
}

/** An authorization's state: 有效, 已过期 or 已撤销. */
export function AuthorizationStatusTag({ status }: { status: AuthorizationStatus }) {
  const t = useText(dataUseText);
  return <StatusTag tone={AUTHORIZATION_TONES[status]}>{t(`authorization.status.${status}`)}</StatusTag>;
}

import { WorkspacePage, type WorkspacePageProps } from '@portal/ui-kit';
import { ONBOARDING_STRINGS } from '../strings';

/** The workspace page frame with this feature's retry label. */
export function PageFrame(props: WorkspacePageProps) {
  return <WorkspacePage retryLabel={ONBOARDING_STRINGS.common.retry} {...props} />;
}

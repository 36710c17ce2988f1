import { WorkspacePage, type WorkspacePageProps } from '@portal/ui-kit';
import { ANNOUNCEMENT_STRINGS } from '../strings';

/** The workspace page frame with this feature's retry label. */
export function PageFrame(props: WorkspacePageProps) {
  return <WorkspacePage retryLabel={ANNOUNCEMENT_STRINGS.common.retry} {...props} />;
}

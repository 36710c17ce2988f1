import { Section, WorkspacePage, type WorkspacePageProps } from '@portal/ui-kit';
import { WORKSPACE_STRINGS } from '../strings';

/** The workspace page frame with this feature's retry label; homes load as a row of cards. */
export function PageFrame(props: WorkspacePageProps) {
  return <WorkspacePage skeleton="cards" retryLabel={WORKSPACE_STRINGS.common.retry} {...props} />;
}

export { Section };

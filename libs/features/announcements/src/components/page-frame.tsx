import { useText } from '@portal/i18n';
import { WorkspacePage, type WorkspacePageProps } from '@portal/ui-kit';
import { announcementsText } from '../text';

/** The workspace page frame with this feature's retry label. */
export function PageFrame(props: WorkspacePageProps) {
  const t = useText(announcementsText);
  return <WorkspacePage retryLabel={t('common.retry')} {...props} />;
}

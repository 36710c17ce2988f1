import { useText } from '@portal/i18n';
import { Section, WorkspacePage, type WorkspacePageProps } from '@portal/ui-kit';
import { workspaceText } from '../text';

/** The workspace page frame with this feature's retry label; homes load as a row of cards. */
export function PageFrame(props: WorkspacePageProps) {
  const t = useText(workspaceText);
  return <WorkspacePage skeleton="cards" retryLabel={t('common.retry')} {...props} />;
}

export { Section };

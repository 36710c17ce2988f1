import { useText } from '@portal/i18n';
import { WorkspacePage, type WorkspacePageProps } from '@portal/ui-kit';
import { dataUseText } from '../text';

/** The workspace page frame (its title is the page's one h1) with this feature's retry label. */
export function PageFrame(props: WorkspacePageProps) {
  const t = useText(dataUseText);
  return <WorkspacePage retryLabel={t('common.retry')} {...props} />;
}

import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { useText } from '@portal/i18n';
import { LinkButton } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { workspaceQueries } from '../api/workspace-queries';
import { PageFrame } from '../components/page-frame';
import { StaffHome } from '../components/staff-home';
import { workspaceText } from '../text';

/**
 * Spec §2 Home (issue 6): the staff workspace home, GET /primary/home. The shell opens it
 * for staff only (a corporation is sent to its home, workerhome), and the server
 * says which role's counts the caller gets.
 */
export function WorkspaceHomePage() {
  const t = useText(workspaceText);
  const { state: auth } = useAuth();
  const query = useQuery(workspaceQueries.primaryHome());
  const home = query.data;
  const subtitle = [auth?.name, home ? t(`userType.${home.userType}`) : undefined].filter(Boolean).join(' · ');
  // Only admins holding the announcement right get a drafts count; the others could not publish.
  const canAnnounce = home?.userType === 'admin' && home.todo.announcementDrafts !== null;
  return (
    <PageFrame
      title={t('home.title')}
      subtitle={subtitle || undefined}
      extra={
        canAnnounce ? (
          <LinkButton type="primary" to={paths.workspace.announcements.add()}>
            {t('home.publish')}
          </LinkButton>
        ) : null
      }
      status={query.status}
      loadingLabel={t('home.loading')}
      errorTitle={t('home.failed')}
      errorDetail={errorMessage(query.error, '')}
      onRetry={() => void query.refetch()}
    >
      {home ? <StaffHome home={home} /> : null}
    </PageFrame>
  );
}

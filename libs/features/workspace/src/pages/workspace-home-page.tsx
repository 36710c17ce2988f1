import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { LinkButton } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { workspaceQueries } from '../api/workspace-queries';
import { PageFrame } from '../components/page-frame';
import { StaffHome } from '../components/staff-home';
import { WORKSPACE_STRINGS } from '../strings';

const S = WORKSPACE_STRINGS.home;

/**
 * Spec §2 Home (issue 6): the staff workspace home, GET /primary/home. The shell opens it
 * for staff only (a corporation is sent to its home, workerhome), and the server
 * says which role's counts the caller gets.
 */
export function WorkspaceHomePage() {
  const { state: auth } = useAuth();
  const query = useQuery(workspaceQueries.primaryHome());
  const home = query.data;
  const subtitle = [auth?.name, home ? WORKSPACE_STRINGS.common.userTypes[home.userType] : undefined].filter(Boolean).join(' · ');
  // Only admins holding the announcement right get a drafts count; the others could not publish.
  const canAnnounce = home?.userType === 'admin' && home.todo.announcementDrafts !== null;
  return (
    <PageFrame
      title={S.title}
      subtitle={subtitle || undefined}
      extra={
        canAnnounce ? (
          <LinkButton type="primary" to={paths.workspace.announcements.add()}>
            {S.publish}
          </LinkButton>
        ) : null
      }
      status={query.status}
      loadingLabel={S.loading}
      errorTitle={S.failed}
      errorDetail={errorMessage(query.error, '')}
      onRetry={() => void query.refetch()}
    >
      {home ? <StaffHome home={home} /> : null}
    </PageFrame>
  );
}

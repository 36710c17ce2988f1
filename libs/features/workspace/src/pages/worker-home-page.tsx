import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@portal/api-client';
import { workspaceQueries } from '../api/workspace-queries';
import { PageFrame } from '../components/page-frame';
import { WorkerHomeView } from '../components/worker-home';
import { WORKSPACE_STRINGS } from '../strings';

const S = WORKSPACE_STRINGS.worker;

/**
 * Spec §2 workerhome (issue 6): the corporation's workspace home, GET /second/home
 * (the shell opens it for corporation accounts only).
 */
export function WorkerHomePage() {
  const query = useQuery(workspaceQueries.workerHome());
  const home = query.data;
  return (
    <PageFrame
      title={S.title}
      subtitle={home?.corporation.name}
      status={query.status}
      loadingLabel={S.loading}
      errorTitle={S.failed}
      errorDetail={errorMessage(query.error, '')}
      onRetry={() => void query.refetch()}
    >
      {home ? <WorkerHomeView home={home} /> : null}
    </PageFrame>
  );
}

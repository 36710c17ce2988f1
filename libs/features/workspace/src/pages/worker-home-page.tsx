import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { isApiError } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { workerHomeQuery } from '../api/get-worker-home';
import { PageFrame } from '../components/page-frame';
import { WorkerHomeView } from '../components/worker-home';
import { workspacePaths } from '../paths';
import { WORKSPACE_STRINGS } from '../strings';

const S = WORKSPACE_STRINGS.worker;

function Home() {
  const query = useQuery(workerHomeQuery());
  const home = query.data;
  return (
    <PageFrame
      title={S.title}
      subtitle={home?.corporation.name}
      status={query.isPending ? 'pending' : query.isError ? 'error' : 'success'}
      loadingLabel={S.loading}
      errorTitle={S.failed}
      errorDetail={isApiError(query.error) ? query.error.message : undefined}
      onRetry={() => void query.refetch()}
    >
      {home ? <WorkerHomeView home={home} /> : null}
    </PageFrame>
  );
}

/**
 * Spec §2 workerhome (issue 6): the corporation's workspace home, GET /second/home.
 * Staff have their own home (Home), so they are sent there rather than refused.
 */
export function WorkerHomePage() {
  const { state: auth } = useAuth();
  if (auth && auth.userType !== 'second') return <Navigate to={workspacePaths.home} replace />;
  return <Home />;
}

import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { workspaceQueries } from '../api/workspace-queries';
import { PageFrame } from '../components/page-frame';
import { WorkerHomeView } from '../components/worker-home';
import { workspaceText } from '../text';

/**
 * Spec §2 workerhome (issue 6): the corporation's workspace home, GET /second/home
 * (the shell opens it for corporation accounts only).
 */
export function WorkerHomePage() {
  const t = useText(workspaceText);
  const query = useQuery(workspaceQueries.workerHome());
  const home = query.data;
  return (
    <PageFrame
      title={t('worker.title')}
      subtitle={home ? <span lang={CONTENT_LANG}>{home.corporation.name}</span> : undefined}
      status={query.status}
      loadingLabel={t('worker.loading')}
      errorTitle={t('worker.failed')}
      errorDetail={errorMessage(query.error, '')}
      onRetry={() => void query.refetch()}
    >
      {home ? <WorkerHomeView home={home} /> : null}
    </PageFrame>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { loginPath, useAuth } from '@portal/auth';
import { useText } from '@portal/i18n';
import { DetailDrawer } from '@portal/ui-kit';
import { callQueries } from '../api/call-queries';
import { callsText } from '../text';
import { CallDetail } from './call-detail';
import { CallResponsePanel } from './call-response-panel';

export interface CallDetailDrawerProps {
  /** The call to show; the drawer is closed without one. */
  id: string | undefined;
  onClose: () => void;
}

/** A call over the list (the route table has no call detail route; issue 5 uses /applylist?id=…). */
export function CallDetailDrawer({ id, onClose }: CallDetailDrawerProps) {
  const t = useText(callsText);
  const query = useQuery({ ...callQueries.detail(id ?? ''), enabled: Boolean(id) });
  const { state } = useAuth();
  const { pathname, search, hash } = useLocation();
  return (
    <DetailDrawer
      open={Boolean(id)}
      onClose={onClose}
      title={query.data?.title}
      status={query.data ? 'success' : query.isError ? 'error' : 'pending'}
      loadingLabel={t('detail.loading')}
      errorTitle={t('detail.failed')}
      retryLabel={t('detail.retry')}
      onRetry={() => void query.refetch()}
    >
      {query.data ? (
        <CallDetail call={query.data}>
          {/* Spec §2 preUrl: back to this very call after login. */}
          <CallResponsePanel call={query.data} auth={state} loginHref={loginPath(`${pathname}${search}${hash}`)} />
        </CallDetail>
      ) : null}
    </DetailDrawer>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useText } from '@portal/i18n';
import { DetailDrawer } from '@portal/ui-kit';
import { policyQueries } from '../api/policy-queries';
import { policyText } from '../text';
import { PolicyDetail } from './policy-detail';

export interface PolicyDetailDrawerProps {
  /** The policy to show; the drawer is closed without one. */
  id: string | undefined;
  onClose: () => void;
}

/** A policy over the list (the route table has no policy detail route; issue 5 uses /policy?id=…). */
export function PolicyDetailDrawer({ id, onClose }: PolicyDetailDrawerProps) {
  const t = useText(policyText);
  const query = useQuery({ ...policyQueries.detail(id ?? ''), enabled: Boolean(id) });
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
      {query.data ? <PolicyDetail policy={query.data} /> : null}
    </DetailDrawer>
  );
}

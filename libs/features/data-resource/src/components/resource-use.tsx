import { useQuery } from '@tanstack/react-query';
import type { ResourceDetail } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { ButtonLink } from '@portal/ui-kit';
import { resourceQueries } from '../api/resource-queries';
import { deliveryText } from '../delivery-text';
import { ApiSection } from './api-section';
import { DeliverySection } from './delivery-section';
import { PreviewSection } from './preview-section';

/**
 * What the resource offers for use (issue 22): 数据获取 always; 数据预览 for open data (asked only
 * then); 接口服务 when it has an open API. A chunk of its own (below the fold, with its catalogue
 * part); the route's loader fetches it beside the detail and the delivery.
 */
export function ResourceUse({ resource }: { resource: ResourceDetail }) {
  const query = useQuery(resourceQueries.delivery(resource.id));
  const t = useText(deliveryText);
  const delivery = query.data;
  return (
    <>
      <DeliverySection
        delivery={delivery}
        recordCount={resource.recordCount}
        failed={query.isError && !query.isFetching}
        onRetry={() => void query.refetch()}
        // Issue 22: a plain link to the workspace's application (a visitor who is not signed in signs in first and comes back).
        applyAction={
          <ButtonLink type="primary" to={paths.workspace.dataUseApply.href({ resourceId: resource.id })} prefetch="none">
            {t('authorized.apply')}
          </ButtonLink>
        }
      />
      {delivery?.access === 'open' ? <PreviewSection id={resource.id} /> : null}
      {delivery?.api ? <ApiSection api={delivery.api} /> : null}
    </>
  );
}

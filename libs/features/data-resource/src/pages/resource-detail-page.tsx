import { isId } from '@portal/api-contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { ResourceDetail } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import {
  DetailFrame,
  PlainTag,
  PlainText,
  PlainTitle,
  PlainFactList,
  PlainSectionCard,
  PlainSkeleton,
  usePageHead,
  useStructuredDataSite,
} from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { resourceQueries } from '../api/resource-queries';
import { FieldTable } from '../components/field-table';
import { loadResourceUse } from '../components/load-resource-use';
import { OpenTypeTag } from '../components/open-type-tag';
import { resourceDataset } from '../structured-data';
import { dataResourceText } from '../text';
import '../data-resource.css';

// Below the fold, with its own strings: loaded beside the page's first data (route-data.ts), so the
// page's first load stays within its budget (issue 13) and the sections rarely wait.
const ResourceUse = lazy(() => loadResourceUse().then((module) => ({ default: module.ResourceUse })));

function ResourceUseLoading() {
  const t = useText(dataResourceText);
  return (
    <PlainSectionCard title={t('delivery.title')}>
      <div role="status" aria-busy="true" aria-label={t('delivery.loading')}>
        <PlainSkeleton rows={2} />
      </div>
    </PlainSectionCard>
  );
}

function ResourceBody({ resource }: { resource: ResourceDetail }) {
  const t = useText(dataResourceText);
  // Issue 15 §Findable: the resource as a Dataset, with its files (the loader has its delivery).
  const site = useStructuredDataSite();
  const delivery = useQuery(resourceQueries.delivery(resource.id)).data;
  usePageHead(
    import.meta.env.SSR
      ? () => ({ description: resource.description, structuredData: [resourceDataset(resource, delivery, site, t('seo.catalogue', { site: site.name }))] })
      : null,
  );
  return (
    <div className="resource-detail">
      <div className="resource-detail-head">
        <PlainTitle level={1} className="resource-detail-title" lang={CONTENT_LANG}>
          {resource.name}
        </PlainTitle>
        <div className="resource-tags">
          <OpenTypeTag openType={resource.openType} />
          {resource.tags.map((tag) => (
            <PlainTag key={tag} lang={CONTENT_LANG}>
              {tag}
            </PlainTag>
          ))}
        </div>
      </div>
      <PlainSectionCard title={t('detail.basics')}>
        <PlainFactList
          items={[
            { key: 'code', label: t('detail.code'), children: resource.code },
            { key: 'department', label: t('detail.department'), children: <span lang={CONTENT_LANG}>{resource.department.name}</span> },
            { key: 'domain', label: t('detail.domain'), children: <span lang={CONTENT_LANG}>{resource.domain.name}</span> },
            { key: 'openType', label: t('detail.openType'), children: t(`openType.${resource.openType}`) },
            { key: 'frequency', label: t('detail.frequency'), children: t(`frequency.${resource.updateFrequency}`) },
            { key: 'formats', label: t('detail.formats'), children: resource.formats.join(t('listSeparator')) },
            { key: 'records', label: t('detail.records'), children: t('records', { count: formatThousands(resource.recordCount) }) },
            { key: 'published', label: t('detail.published'), children: formatDay(resource.publishedAt) },
            { key: 'updated', label: t('detail.updated'), children: formatDay(resource.updatedAt) },
            {
              key: 'description',
              label: t('detail.description'),
              wide: true,
              children: (
                <span className="resource-pre-line" lang={CONTENT_LANG}>
                  {resource.description}
                </span>
              ),
            },
          ]}
        />
      </PlainSectionCard>
      <PlainSectionCard title={t('detail.fields')} extra={<PlainText type="secondary">{t('detail.fieldCount', { count: resource.fields.length })}</PlainText>}>
        <FieldTable fields={resource.fields} />
      </PlainSectionCard>
      <Suspense fallback={<ResourceUseLoading />}>
        <ResourceUse resource={resource} />
      </Suspense>
    </div>
  );
}

/** Spec §2 /dataResource/detail/:id (hidden from the menu): a resource with its field schema and what it offers (issue 22). */
export function ResourceDetailPage() {
  const { id } = useParams();
  const valid = isId(id);
  const t = useText(dataResourceText);
  const query = useQuery({ ...resourceQueries.detail(id ?? ''), enabled: valid });

  // An id that cannot exist is the same as an unknown one (code 4011 → /404).
  if (!valid) return <Navigate to="/404" replace />;

  return (
    <DetailFrame
      listPath={paths.dataResource.path}
      listLabel={t('title')}
      backLabel={t('detail.back')}
      homeLabel={t('home')}
      current={query.data?.name}
      status={query.data ? 'success' : query.isError ? 'error' : 'pending'}
      loadingLabel={t('detail.loading')}
      errorTitle={t('detail.failed')}
      retryLabel={t('detail.retry')}
      onRetry={() => void query.refetch()}
    >
      {query.data ? <ResourceBody resource={query.data} /> : null}
    </DetailFrame>
  );
}

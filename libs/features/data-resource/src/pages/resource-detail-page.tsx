import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import type { ResourceDetail } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { DetailFrame, PlainTag, PlainText, PlainTitle, PlainFactList, PlainSectionCard } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { resourceQueries } from '../api/resource-queries';
import { FieldTable } from '../components/field-table';
import { OpenTypeTag } from '../components/open-type-tag';
import { isResourceId } from '../hooks/resource-filters';
import { dataResourceText } from '../text';
import '../data-resource.css';

function ResourceBody({ resource }: { resource: ResourceDetail }) {
  const t = useText(dataResourceText);
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
    </div>
  );
}

/** Spec §2 /dataResource/detail/:id (hidden from the menu): a resource with its field schema. */
export function ResourceDetailPage() {
  const { id } = useParams();
  const valid = isResourceId(id);
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

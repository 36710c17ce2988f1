import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { OPEN_TYPE_LABELS, UPDATE_FREQUENCY_LABELS, type ResourceDetail } from '@portal/api-contract';
import { paths } from '@portal/site-config';
import { DetailFrame, PlainTag, PlainText, PlainTitle, PlainFactList, PlainSectionCard } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { resourceQueries } from '../api/resource-queries';
import { FieldTable } from '../components/field-table';
import { OpenTypeTag } from '../components/open-type-tag';
import { isResourceId } from '../hooks/resource-filters';
import { RESOURCE_STRINGS } from '../strings';
import '../data-resource.css';

const S = RESOURCE_STRINGS.detail;

function ResourceBody({ resource }: { resource: ResourceDetail }) {
  return (
    <div className="resource-detail">
      <div className="resource-detail-head">
        <PlainTitle level={1} className="resource-detail-title">
          {resource.name}
        </PlainTitle>
        <div className="resource-tags">
          <OpenTypeTag openType={resource.openType} />
          {resource.tags.map((tag) => (
            <PlainTag key={tag}>{tag}</PlainTag>
          ))}
        </div>
      </div>
      <PlainSectionCard title={S.basics}>
        <PlainFactList
          items={[
            { key: 'code', label: S.code, children: resource.code },
            { key: 'department', label: S.department, children: resource.department.name },
            { key: 'domain', label: S.domain, children: resource.domain.name },
            { key: 'openType', label: S.openType, children: OPEN_TYPE_LABELS[resource.openType] },
            { key: 'frequency', label: S.frequency, children: UPDATE_FREQUENCY_LABELS[resource.updateFrequency] },
            { key: 'formats', label: S.formats, children: resource.formats.join('、') },
            { key: 'records', label: S.records, children: RESOURCE_STRINGS.list.recordUnit(formatThousands(resource.recordCount)) },
            { key: 'published', label: S.published, children: formatDay(resource.publishedAt) },
            { key: 'updated', label: S.updated, children: formatDay(resource.updatedAt) },
            { key: 'description', label: S.description, wide: true, children: <span className="resource-pre-line">{resource.description}</span> },
          ]}
        />
      </PlainSectionCard>
      <PlainSectionCard title={S.fields} extra={<PlainText type="secondary">{S.fieldCount(resource.fields.length)}</PlainText>}>
        <FieldTable fields={resource.fields} />
      </PlainSectionCard>
    </div>
  );
}

/** Spec §2 /dataResource/detail/:id (hidden from the menu): a resource with its field schema. */
export function ResourceDetailPage() {
  const { id } = useParams();
  const valid = isResourceId(id);
  const query = useQuery({ ...resourceQueries.detail(id ?? ''), enabled: valid });

  // An id that cannot exist is the same as an unknown one (code 4011 → /404).
  if (!valid) return <Navigate to="/404" replace />;

  return (
    <DetailFrame
      listPath={paths.dataResource.path}
      listLabel={RESOURCE_STRINGS.title}
      backLabel={S.back}
      homeLabel={RESOURCE_STRINGS.home}
      current={query.data?.name}
      status={query.data ? 'success' : query.isError ? 'error' : 'pending'}
      loadingLabel={S.loading}
      errorTitle={S.failed}
      retryLabel={S.retry}
      onRetry={() => void query.refetch()}
    >
      {query.data ? <ResourceBody resource={query.data} /> : null}
    </DetailFrame>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { OPEN_TYPE_LABELS, UPDATE_FREQUENCY_LABELS, type ResourceDetail } from '@portal/api-contract';
import { paths } from '@portal/site-config';
import { DetailFrame } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { resourceQueries } from '../api/resource-queries';
import { FieldTable } from '../components/field-table';
import { OPEN_TYPE_COLORS } from '../components/resource-list';
import { isResourceId } from '../hooks/resource-filters';
import { RESOURCE_STRINGS } from '../strings';

const S = RESOURCE_STRINGS.detail;

function ResourceBody({ resource }: { resource: ResourceDetail }) {
  return (
    <>
      <Flex vertical gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0, overflowWrap: 'anywhere' }}>
          {resource.name}
        </Typography.Title>
        <Space size={[8, 8]} wrap>
          <Tag color={OPEN_TYPE_COLORS[resource.openType]}>{OPEN_TYPE_LABELS[resource.openType]}</Tag>
          {resource.tags.map((tag) => (
            <Tag key={tag} variant="filled">
              {tag}
            </Tag>
          ))}
        </Space>
      </Flex>
      <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{S.basics}</Typography.Title>} size="small">
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
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
            { key: 'description', label: S.description, span: 'filled', children: <span style={{ whiteSpace: 'pre-line' }}>{resource.description}</span> },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{S.fields}</Typography.Title>}
        extra={<Typography.Text type="secondary">{S.fieldCount(resource.fields.length)}</Typography.Text>}
      >
        <FieldTable fields={resource.fields} />
      </Card>
    </>
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

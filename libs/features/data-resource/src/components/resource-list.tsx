import { Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { OPEN_TYPE_LABELS, type ResourceSummary } from '@portal/api-contract';
import { PrefetchLink } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { RESOURCE_STRINGS } from '../strings';
import { formatDay } from '../utils/format-date';

// Solid, dark tag colours: antd's light green/orange presets miss WCAG AA contrast at 12 px.
export const OPEN_TYPE_COLORS: Record<ResourceSummary['openType'], string> = {
  unconditional: '#237804',
  conditional: '#ad4e00',
  closed: 'default',
};

/** Where a detail link points; `fromList` is the list's search, for the detail's way back. */
export const resourceDetailPath = (id: string) => `/dataResource/detail/${encodeURIComponent(id)}`;

export interface ResourceListProps {
  items: ResourceSummary[] | undefined;
  loading: boolean;
  /** The list's search string (`?domain=…`), handed to the detail page for its back link. */
  fromList?: string;
  /** Offered in the empty state when filters narrow the list. */
  onClear?: () => void;
  /** Skeleton rows while loading (the page size). */
  skeletonRows?: number;
}

export function ResourceListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={RESOURCE_STRINGS.list.loading}>
      <Flex vertical gap={12}>
        {Array.from({ length: rows }, (_, index) => (
          <Card key={index} size="small">
            <Skeleton active title={false} paragraph={{ rows: 3, width: ['50%', '90%', '70%'] }} />
          </Card>
        ))}
      </Flex>
    </div>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
      {label}：<Typography.Text>{children}</Typography.Text>
    </Typography.Text>
  );
}

function ResourceCard({ item, fromList }: { item: ResourceSummary; fromList: string }) {
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            <PrefetchLink to={resourceDetailPath(item.id)} state={{ fromList }} prefetch="intent">
              {item.name}
            </PrefetchLink>
          </Typography.Title>
          <Tag color={OPEN_TYPE_COLORS[item.openType]} style={{ marginInlineEnd: 0 }}>
            {OPEN_TYPE_LABELS[item.openType]}
          </Tag>
        </Flex>
        <Flex gap="4px 20px" wrap>
          <Meta label={RESOURCE_STRINGS.list.code}>{item.code}</Meta>
          <Meta label={RESOURCE_STRINGS.list.department}>{item.department.name}</Meta>
          <Meta label={RESOURCE_STRINGS.list.domain}>{item.domain.name}</Meta>
          <Meta label={RESOURCE_STRINGS.list.records}>{RESOURCE_STRINGS.list.recordUnit(formatThousands(item.recordCount))}</Meta>
          <Meta label={RESOURCE_STRINGS.list.updated}>{formatDay(item.updatedAt)}</Meta>
        </Flex>
        <Flex gap={4} wrap align="center">
          <Typography.Text type="secondary">{RESOURCE_STRINGS.list.formats}：</Typography.Text>
          {item.formats.map((format) => (
            <Tag key={format} variant="filled">
              {format}
            </Tag>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}

/** The rows of spec §2 /dataResource: skeleton while loading, an empty state, or cards. */
export function ResourceList({ items, loading, fromList = '', onClear, skeletonRows }: ResourceListProps) {
  if (loading && !items) return <ResourceListSkeleton rows={skeletonRows} />;
  if (!items || items.length === 0) {
    return (
      <Empty description={RESOURCE_STRINGS.list.empty} style={{ padding: '48px 0' }}>
        {onClear ? (
          <Button type="primary" onClick={onClear}>
            {RESOURCE_STRINGS.list.clear}
          </Button>
        ) : null}
      </Empty>
    );
  }
  return (
    <ul aria-label={RESOURCE_STRINGS.list.label} aria-busy={loading} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12, opacity: loading ? 0.6 : 1 }}>
      {items.map((item) => (
        <li key={item.id}>
          <ResourceCard item={item} fromList={fromList} />
        </li>
      ))}
    </ul>
  );
}

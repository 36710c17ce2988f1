import { Card, Flex, Tag, Typography } from 'antd';
import { OPEN_TYPE_LABELS, type ResourceSummary } from '@portal/api-contract';
import { ListView, MetaItem, PrefetchLink, type ListViewProps } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { formatDay, formatThousands } from '@portal/util';
import { RESOURCE_STRINGS } from '../strings';

// Solid, dark tag colours: antd's light green/orange presets miss WCAG AA contrast at 12 px.
export const OPEN_TYPE_COLORS: Record<ResourceSummary['openType'], string> = {
  unconditional: '#237804',
  conditional: '#ad4e00',
  closed: 'default',
};

export interface ResourceListProps extends Pick<ListViewProps<ResourceSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The list's search string (`?domain=…`), handed to the detail page for its back link. */
  fromList?: string;
}

function ResourceCard({ item, fromList }: { item: ResourceSummary; fromList: string }) {
  const S = RESOURCE_STRINGS.list;
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            <PrefetchLink to={paths.dataResource.detail.href(item.id)} state={{ fromList }} prefetch="intent">
              {item.name}
            </PrefetchLink>
          </Typography.Title>
          <Tag color={OPEN_TYPE_COLORS[item.openType]} style={{ marginInlineEnd: 0 }}>
            {OPEN_TYPE_LABELS[item.openType]}
          </Tag>
        </Flex>
        <Flex gap="4px 20px" wrap>
          <MetaItem label={S.code}>{item.code}</MetaItem>
          <MetaItem label={S.department}>{item.department.name}</MetaItem>
          <MetaItem label={S.domain}>{item.domain.name}</MetaItem>
          <MetaItem label={S.records}>{S.recordUnit(formatThousands(item.recordCount))}</MetaItem>
          <MetaItem label={S.updated}>{formatDay(item.updatedAt)}</MetaItem>
        </Flex>
        <Flex gap={4} wrap align="center">
          <Typography.Text type="secondary">{S.formats}：</Typography.Text>
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

/** The rows of spec §2 /dataResource: skeleton while loading, failure, empty state, or cards. */
export function ResourceList({ fromList = '', ...rest }: ResourceListProps) {
  const S = RESOURCE_STRINGS.list;
  return (
    <ListView
      {...rest}
      label={S.label}
      loadingLabel={S.loading}
      emptyText={S.empty}
      clearLabel={S.clear}
      itemKey={(item) => item.id}
      renderItem={(item) => <ResourceCard item={item} fromList={fromList} />}
    />
  );
}

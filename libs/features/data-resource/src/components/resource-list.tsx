import type { ResourceSummary } from '@portal/api-contract';
import { ListView, MetaItem, PlainCard, PlainTag, PlainText, PlainTitle, PrefetchLink, type ListViewProps } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { formatDay, formatThousands } from '@portal/util';
import { RESOURCE_STRINGS } from '../strings';
import { OpenTypeTag } from './open-type-tag';
import '../data-resource.css';

export interface ResourceListProps extends Pick<ListViewProps<ResourceSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The list's search string (`?domain=…`), handed to the detail page for its back link. */
  fromList?: string;
}

function ResourceCard({ item, fromList }: { item: ResourceSummary; fromList: string }) {
  const S = RESOURCE_STRINGS.list;
  return (
    <PlainCard className="resource-card">
      <div className="resource-card-head">
        <PlainTitle level={2} className="resource-card-title">
          <PrefetchLink to={paths.dataResource.detail.href(item.id)} state={{ fromList }} prefetch="intent">
            {item.name}
          </PrefetchLink>
        </PlainTitle>
        <OpenTypeTag openType={item.openType} />
      </div>
      <div className="resource-meta">
        <MetaItem label={S.code}>{item.code}</MetaItem>
        <MetaItem label={S.department}>{item.department.name}</MetaItem>
        <MetaItem label={S.domain}>{item.domain.name}</MetaItem>
        <MetaItem label={S.records}>{S.recordUnit(formatThousands(item.recordCount))}</MetaItem>
        <MetaItem label={S.updated}>{formatDay(item.updatedAt)}</MetaItem>
      </div>
      <div className="resource-formats">
        <PlainText type="secondary">{S.formats}：</PlainText>
        {item.formats.map((format) => (
          <PlainTag key={format}>{format}</PlainTag>
        ))}
      </div>
    </PlainCard>
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

import type { ResourceSummary } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { ListView, MetaItem, PlainCard, PlainTag, PlainText, PlainTitle, PrefetchLink, SpokenPause, type ListViewProps } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { formatDay, formatThousands } from '@portal/util';
import { dataResourceText } from '../text';
import { OpenTypeTag } from './open-type-tag';
import '../data-resource.css';

export interface ResourceListProps extends Pick<ListViewProps<ResourceSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The list's search string (`?domain=…`), handed to the detail page for its back link. */
  fromList?: string;
}

function ResourceCard({ item, fromList }: { item: ResourceSummary; fromList: string }) {
  const t = useText(dataResourceText);
  return (
    <PlainCard className="resource-card">
      <div className="resource-card-head">
        <PlainTitle level={2} className="resource-card-title" lang={CONTENT_LANG}>
          <PrefetchLink to={paths.dataResource.detail.href(item.id)} state={{ fromList }} prefetch="intent">
            {item.name}
          </PrefetchLink>
        </PlainTitle>
        <OpenTypeTag openType={item.openType} />
      </div>
      <div className="resource-meta">
        <MetaItem label={t('list.code')}>{item.code}</MetaItem>
        <MetaItem label={t('list.department')}>
          <span lang={CONTENT_LANG}>{item.department.name}</span>
        </MetaItem>
        <MetaItem label={t('list.domain')}>
          <span lang={CONTENT_LANG}>{item.domain.name}</span>
        </MetaItem>
        <MetaItem label={t('list.records')}>{t('records', { count: formatThousands(item.recordCount) })}</MetaItem>
        <MetaItem label={t('list.updated')}>{formatDay(item.updatedAt)}</MetaItem>
      </div>
      <div className="resource-formats">
        <PlainText type="secondary">
          <SpokenPause />
          {t('list.formats')}
        </PlainText>
        {item.formats.map((format, index) => (
          <PlainTag key={format}>
            {index > 0 ? <SpokenPause /> : null}
            {format}
          </PlainTag>
        ))}
      </div>
    </PlainCard>
  );
}

/** The rows of spec §2 /dataResource: skeleton while loading, failure, empty state, or cards. */
export function ResourceList({ fromList = '', ...rest }: ResourceListProps) {
  const t = useText(dataResourceText);
  return (
    <ListView
      {...rest}
      label={t('list.label')}
      loadingLabel={t('list.loading')}
      emptyText={t('list.empty')}
      clearLabel={t('list.clear')}
      itemKey={(item) => item.id}
      renderItem={(item) => <ResourceCard item={item} fromList={fromList} />}
    />
  );
}

import type { ProductSummary } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { ListView, MetaItem, PlainCard, PlainTag, PlainText, PlainTitle, PrefetchLink, type ListViewProps, SpokenPause } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { dataProductText } from '../text';
import { ProductTypeTag } from './product-type-tag';
import '../data-product.css';

export interface ProductListProps extends Pick<ListViewProps<ProductSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The list's search string (`?type=…`), handed to the detail page for its back link. */
  fromList?: string;
}

function ProductCard({ item, fromList }: { item: ProductSummary; fromList: string }) {
  const t = useText(dataProductText);
  return (
    <PlainCard className="product-card">
      <div className="product-card-head">
        <PlainTitle level={2} className="product-card-title" lang={CONTENT_LANG}>
          <PrefetchLink to={paths.dataProduct.detail.href(item.id)} state={{ fromList }} prefetch="intent">
            {item.name}
          </PrefetchLink>
        </PlainTitle>
        <ProductTypeTag type={item.type} />
      </div>
      <div className="product-meta">
        <MetaItem label={t('list.operator')}>
          <span lang={CONTENT_LANG}>{item.operator.name}</span>
        </MetaItem>
        <MetaItem label={t('list.domain')}>
          <span lang={CONTENT_LANG}>{item.domain.name}</span>
        </MetaItem>
        <MetaItem label={t('list.updated')}>{formatDay(item.updatedAt)}</MetaItem>
      </div>
      {item.scenarios.length > 0 ? (
        <div className="product-scenarios">
          <PlainText type="secondary">
            <SpokenPause />
            {t('list.scenarios')}
          </PlainText>
          {item.scenarios.map((scenario, index) => (
            <PlainTag key={scenario} lang={CONTENT_LANG}>
              {index > 0 ? <SpokenPause /> : null}
              {scenario}
            </PlainTag>
          ))}
        </div>
      ) : null}
    </PlainCard>
  );
}

/** The rows of spec §2 /dataProduct: skeleton while loading, failure with retry, empty state, or cards. */
export function ProductList({ fromList = '', ...rest }: ProductListProps) {
  const t = useText(dataProductText);
  return (
    <ListView
      {...rest}
      label={t('list.label')}
      loadingLabel={t('list.loading')}
      emptyText={t('list.empty')}
      clearLabel={t('list.clear')}
      itemKey={(item) => item.id}
      renderItem={(item) => <ProductCard item={item} fromList={fromList} />}
    />
  );
}

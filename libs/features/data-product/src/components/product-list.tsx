import type { ProductSummary } from '@portal/api-contract';
import { ListView, MetaItem, PlainCard, PlainTag, PlainText, PlainTitle, PrefetchLink, type ListViewProps } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { PRODUCT_STRINGS } from '../strings';
import { ProductTypeTag } from './product-type-tag';
import '../data-product.css';

export interface ProductListProps extends Pick<ListViewProps<ProductSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The list's search string (`?type=…`), handed to the detail page for its back link. */
  fromList?: string;
}

const S = PRODUCT_STRINGS.list;

function ProductCard({ item, fromList }: { item: ProductSummary; fromList: string }) {
  return (
    <PlainCard className="product-card">
      <div className="product-card-head">
        <PlainTitle level={2} className="product-card-title">
          <PrefetchLink to={paths.dataProduct.detail.href(item.id)} state={{ fromList }} prefetch="intent">
            {item.name}
          </PrefetchLink>
        </PlainTitle>
        <ProductTypeTag type={item.type} />
      </div>
      <div className="product-meta">
        <MetaItem label={S.operator}>{item.operator.name}</MetaItem>
        <MetaItem label={S.domain}>{item.domain.name}</MetaItem>
        <MetaItem label={S.updated}>{formatDay(item.updatedAt)}</MetaItem>
      </div>
      {item.scenarios.length > 0 ? (
        <div className="product-scenarios">
          <PlainText type="secondary">{S.scenarios}：</PlainText>
          {item.scenarios.map((scenario) => (
            <PlainTag key={scenario}>{scenario}</PlainTag>
          ))}
        </div>
      ) : null}
    </PlainCard>
  );
}

/** The rows of spec §2 /dataProduct: skeleton while loading, failure with retry, empty state, or cards. */
export function ProductList({ fromList = '', ...rest }: ProductListProps) {
  return (
    <ListView
      {...rest}
      label={S.label}
      loadingLabel={S.loading}
      emptyText={S.empty}
      clearLabel={S.clear}
      itemKey={(item) => item.id}
      renderItem={(item) => <ProductCard item={item} fromList={fromList} />}
    />
  );
}

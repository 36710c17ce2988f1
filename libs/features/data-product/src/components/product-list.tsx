import { Card, Flex, Tag, Typography } from 'antd';
import type { ProductSummary } from '@portal/api-contract';
import { ListView, MetaItem, PrefetchLink, type ListViewProps } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { PRODUCT_STRINGS } from '../strings';
import { ProductTypeTag } from './product-type-tag';

export interface ProductListProps extends Pick<ListViewProps<ProductSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The list's search string (`?type=…`), handed to the detail page for its back link. */
  fromList?: string;
}

const S = PRODUCT_STRINGS.list;

function ProductCard({ item, fromList }: { item: ProductSummary; fromList: string }) {
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            <PrefetchLink to={paths.dataProduct.detail.href(item.id)} state={{ fromList }} prefetch="intent">
              {item.name}
            </PrefetchLink>
          </Typography.Title>
          <ProductTypeTag type={item.type} />
        </Flex>
        <Flex gap="4px 20px" wrap>
          <MetaItem label={S.operator}>{item.operator.name}</MetaItem>
          <MetaItem label={S.domain}>{item.domain.name}</MetaItem>
          <MetaItem label={S.updated}>{formatDay(item.updatedAt)}</MetaItem>
        </Flex>
        {item.scenarios.length > 0 ? (
          <Flex gap={4} wrap align="center">
            <Typography.Text type="secondary">{S.scenarios}：</Typography.Text>
            {item.scenarios.map((scenario) => (
              <Tag key={scenario} variant="filled">
                {scenario}
              </Tag>
            ))}
          </Flex>
        ) : null}
      </Flex>
    </Card>
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

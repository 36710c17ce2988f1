import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { PRODUCT_TYPE_LABELS, type ProductDetail } from '@portal/api-contract';
import { DetailFrame } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { productQueries } from '../api/product-queries';
import { ProductTypeTag } from '../components/product-type-tag';
import { isProductId } from '../hooks/product-filters';
import { PRODUCT_STRINGS } from '../strings';

const S = PRODUCT_STRINGS.detail;

function ProductBody({ product }: { product: ProductDetail }) {
  return (
    <>
      <Flex vertical gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0, overflowWrap: 'anywhere' }}>
          {product.name}
        </Typography.Title>
        <Space size={[8, 8]} wrap>
          <ProductTypeTag type={product.type} />
          <Typography.Text type="secondary">{product.operator.name}</Typography.Text>
        </Space>
      </Flex>
      <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{S.basics}</Typography.Title>} size="small">
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={[
            { key: 'type', label: S.type, children: PRODUCT_TYPE_LABELS[product.type] },
            { key: 'operator', label: S.operator, children: product.operator.name },
            { key: 'domain', label: S.domain, children: product.domain.name },
            { key: 'published', label: S.published, children: formatDay(product.publishedAt) },
            { key: 'updated', label: S.updated, children: formatDay(product.updatedAt) },
            {
              key: 'scenarios',
              label: S.scenarios,
              span: 'filled',
              children: (
                <Space size={[4, 4]} wrap>
                  {product.scenarios.map((scenario) => (
                    <Tag key={scenario} variant="filled">
                      {scenario}
                    </Tag>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{S.description}</Typography.Title>} size="small">
        {/* Plain text from the contract (not HTML): line breaks are kept, nothing is interpreted. */}
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{product.description}</Typography.Paragraph>
      </Card>
    </>
  );
}

/** Spec §2 /dataProduct/detail/:id (hidden from the menu): one data product. */
export function ProductDetailPage() {
  const { id } = useParams();
  const valid = isProductId(id);
  const query = useQuery({ ...productQueries.detail(id ?? ''), enabled: valid });

  // An id that cannot exist is the same as an unknown one (spec §8: code 4011 → /404).
  if (!valid) return <Navigate to="/404" replace />;

  return (
    <DetailFrame
      listPath="/dataProduct"
      listLabel={PRODUCT_STRINGS.title}
      backLabel={S.back}
      homeLabel={PRODUCT_STRINGS.home}
      current={query.data?.name}
      status={query.data ? 'success' : query.isError ? 'error' : 'pending'}
      loadingLabel={S.loading}
      errorTitle={S.failed}
      retryLabel={S.retry}
      onRetry={() => void query.refetch()}
    >
      {query.data ? <ProductBody product={query.data} /> : null}
    </DetailFrame>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { PRODUCT_TYPE_LABELS, type ProductDetail } from '@portal/api-contract';
import { DetailFrame, PlainParagraph, PlainTag, PlainText, PlainTitle, PlainFactList, PlainSectionCard } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { productQueries } from '../api/product-queries';
import { ProductTypeTag } from '../components/product-type-tag';
import { isProductId } from '../hooks/product-filters';
import { PRODUCT_STRINGS } from '../strings';
import '../data-product.css';

const S = PRODUCT_STRINGS.detail;

function ProductBody({ product }: { product: ProductDetail }) {
  return (
    <div className="product-detail">
      <div className="product-detail-head">
        <PlainTitle level={1} className="product-detail-title">
          {product.name}
        </PlainTitle>
        <div className="product-detail-sub">
          <ProductTypeTag type={product.type} />
          <PlainText type="secondary">{product.operator.name}</PlainText>
        </div>
      </div>
      <PlainSectionCard title={S.basics}>
        <PlainFactList
          items={[
            { key: 'type', label: S.type, children: PRODUCT_TYPE_LABELS[product.type] },
            { key: 'operator', label: S.operator, children: product.operator.name },
            { key: 'domain', label: S.domain, children: product.domain.name },
            { key: 'published', label: S.published, children: formatDay(product.publishedAt) },
            { key: 'updated', label: S.updated, children: formatDay(product.updatedAt) },
            {
              key: 'scenarios',
              label: S.scenarios,
              wide: true,
              children: (
                <span className="product-scenarios">
                  {product.scenarios.map((scenario) => (
                    <PlainTag key={scenario}>{scenario}</PlainTag>
                  ))}
                </span>
              ),
            },
          ]}
        />
      </PlainSectionCard>
      <PlainSectionCard title={S.description}>
        {/* Plain text from the contract (not HTML): line breaks are kept, nothing is interpreted. */}
        <PlainParagraph className="product-description">{product.description}</PlainParagraph>
      </PlainSectionCard>
    </div>
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

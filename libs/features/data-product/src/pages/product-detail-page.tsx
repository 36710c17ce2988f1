import { isId } from '@portal/api-contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import type { ProductDetail } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { DetailFrame, PlainParagraph, PlainTag, PlainText, PlainTitle, PlainFactList, PlainSectionCard } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { productQueries } from '../api/product-queries';
import { ProductTypeTag } from '../components/product-type-tag';
import { dataProductText } from '../text';
import '../data-product.css';

function ProductBody({ product }: { product: ProductDetail }) {
  const t = useText(dataProductText);
  return (
    <div className="product-detail">
      <div className="product-detail-head">
        <PlainTitle level={1} className="product-detail-title" lang={CONTENT_LANG}>
          {product.name}
        </PlainTitle>
        <div className="product-detail-sub">
          <ProductTypeTag type={product.type} />
          <PlainText type="secondary" lang={CONTENT_LANG}>
            {product.operator.name}
          </PlainText>
        </div>
      </div>
      <PlainSectionCard title={t('detail.basics')}>
        <PlainFactList
          items={[
            { key: 'type', label: t('detail.type'), children: t(`productType.${product.type}`) },
            { key: 'operator', label: t('detail.operator'), children: <span lang={CONTENT_LANG}>{product.operator.name}</span> },
            { key: 'domain', label: t('detail.domain'), children: <span lang={CONTENT_LANG}>{product.domain.name}</span> },
            { key: 'published', label: t('detail.published'), children: formatDay(product.publishedAt) },
            { key: 'updated', label: t('detail.updated'), children: formatDay(product.updatedAt) },
            {
              key: 'scenarios',
              label: t('detail.scenarios'),
              wide: true,
              children: (
                <span className="product-scenarios" lang={CONTENT_LANG}>
                  {product.scenarios.map((scenario) => (
                    <PlainTag key={scenario}>{scenario}</PlainTag>
                  ))}
                </span>
              ),
            },
          ]}
        />
      </PlainSectionCard>
      <PlainSectionCard title={t('detail.description')}>
        {/* Plain text from the contract (not HTML): line breaks are kept, nothing is interpreted. */}
        <PlainParagraph className="product-description" lang={CONTENT_LANG}>
          {product.description}
        </PlainParagraph>
      </PlainSectionCard>
    </div>
  );
}

/** Spec §2 /dataProduct/detail/:id (hidden from the menu): one data product. */
export function ProductDetailPage() {
  const { id } = useParams();
  const valid = isId(id);
  const t = useText(dataProductText);
  const query = useQuery({ ...productQueries.detail(id ?? ''), enabled: valid });

  // An id that cannot exist is the same as an unknown one (spec §8: code 4011 → /404).
  if (!valid) return <Navigate to="/404" replace />;

  return (
    <DetailFrame
      listPath="/dataProduct"
      listLabel={t('title')}
      backLabel={t('detail.back')}
      homeLabel={t('home')}
      current={query.data?.name}
      status={query.data ? 'success' : query.isError ? 'error' : 'pending'}
      loadingLabel={t('detail.loading')}
      errorTitle={t('detail.failed')}
      retryLabel={t('detail.retry')}
      onRetry={() => void query.refetch()}
    >
      {query.data ? <ProductBody product={query.data} /> : null}
    </DetailFrame>
  );
}

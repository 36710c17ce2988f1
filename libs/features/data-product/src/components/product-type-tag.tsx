import { PRODUCT_TYPE_LABELS, type ProductType } from '@portal/api-contract';
import { PlainTag } from '@portal/ui-kit';
import '../data-product.css';

// Solid, dark colours (data-product.css): 12 px text in them meets WCAG AA (antd's light presets do not).
const PRODUCT_TYPE_CLASSES: Record<ProductType, string> = {
  api: 'product-type-api',
  dataset: 'product-type-dataset',
  report: 'product-type-report',
  application: 'product-type-application',
};

export function ProductTypeTag({ type }: { type: ProductType }) {
  return <PlainTag className={PRODUCT_TYPE_CLASSES[type]}>{PRODUCT_TYPE_LABELS[type]}</PlainTag>;
}

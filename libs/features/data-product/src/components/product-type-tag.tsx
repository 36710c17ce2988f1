import { Tag } from 'antd';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@portal/api-contract';

// Solid, dark colours: white 12 px text on them meets WCAG AA (antd's light presets do not).
const PRODUCT_TYPE_COLORS: Record<ProductType, string> = {
  api: '#0958d9',
  dataset: '#237804',
  report: '#ad4e00',
  application: '#531dab',
};

export function ProductTypeTag({ type }: { type: ProductType }) {
  return (
    <Tag color={PRODUCT_TYPE_COLORS[type]} style={{ marginInlineEnd: 0 }}>
      {PRODUCT_TYPE_LABELS[type]}
    </Tag>
  );
}

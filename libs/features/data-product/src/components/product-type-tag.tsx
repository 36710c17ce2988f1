import { PRODUCT_TYPE_LABELS, type ProductType } from '@portal/api-contract';
import { StatusTag, type StatusTone } from '@portal/ui-kit';

const PRODUCT_TYPE_TONES: Record<ProductType, StatusTone> = { api: 'info', dataset: 'success', report: 'warning', application: 'accent' };

/** A product's type as a coloured tag (ui-kit's tones: AA contrast at 12 px). */
export function ProductTypeTag({ type }: { type: ProductType }) {
  return <StatusTag tone={PRODUCT_TYPE_TONES[type]}>{PRODUCT_TYPE_LABELS[type]}</StatusTag>;
}

import type { ProductType } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag, type StatusTone } from '@portal/ui-kit';
import { dataProductText } from '../text';

const PRODUCT_TYPE_TONES: Record<ProductType, StatusTone> = { api: 'info', dataset: 'success', report: 'warning', application: 'accent' };

/** A product's type as a coloured tag (ui-kit's tones: AA contrast at 12 px). */
export function ProductTypeTag({ type }: { type: ProductType }) {
  const t = useText(dataProductText);
  return <StatusTag tone={PRODUCT_TYPE_TONES[type]}>{t(`productType.${type}`)}</StatusTag>;
}

import type { ResourceSummary } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag, type StatusTone } from '@portal/ui-kit';
import { dataResourceText } from '../text';

const OPEN_TYPE_TONES: Record<ResourceSummary['openType'], StatusTone> = { unconditional: 'success', conditional: 'warning', closed: 'neutral' };

/** How openly a resource is shared, as a coloured tag (ui-kit's tones: AA contrast at 12 px). */
export function OpenTypeTag({ openType }: { openType: ResourceSummary['openType'] }) {
  const t = useText(dataResourceText);
  return <StatusTag tone={OPEN_TYPE_TONES[openType]}>{t(`openType.${openType}`)}</StatusTag>;
}

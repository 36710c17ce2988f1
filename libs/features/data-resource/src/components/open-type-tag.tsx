import { OPEN_TYPE_LABELS, type ResourceSummary } from '@portal/api-contract';
import { StatusTag, type StatusTone } from '@portal/ui-kit';

const OPEN_TYPE_TONES: Record<ResourceSummary['openType'], StatusTone> = { unconditional: 'success', conditional: 'warning', closed: 'neutral' };

/** How openly a resource is shared, as a coloured tag (ui-kit's tones: AA contrast at 12 px). */
export function OpenTypeTag({ openType }: { openType: ResourceSummary['openType'] }) {
  return <StatusTag tone={OPEN_TYPE_TONES[openType]}>{OPEN_TYPE_LABELS[openType]}</StatusTag>;
}

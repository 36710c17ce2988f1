import { OPEN_TYPE_LABELS, type ResourceSummary } from '@portal/api-contract';
import { PlainTag } from '@portal/ui-kit';
import '../data-resource.css';

// Solid, dark colours (data-resource.css): antd's light green/orange presets miss WCAG AA contrast at 12 px.
const OPEN_TYPE_CLASSES: Record<ResourceSummary['openType'], string | undefined> = {
  unconditional: 'resource-open-unconditional',
  conditional: 'resource-open-conditional',
  closed: undefined,
};

/** How openly a resource is shared, as a coloured tag. */
export function OpenTypeTag({ openType }: { openType: ResourceSummary['openType'] }) {
  return <PlainTag className={OPEN_TYPE_CLASSES[openType]}>{OPEN_TYPE_LABELS[openType]}</PlainTag>;
}

import type { ResourceDetail } from '@portal/api-contract';
import { PlainTable, PlainText, type PlainColumn } from '@portal/ui-kit';
import { RESOURCE_STRINGS } from '../strings';
import '../data-resource.css';

export type ResourceField = ResourceDetail['fields'][number];

const S = RESOURCE_STRINGS.fieldTable;

const columns: readonly PlainColumn<ResourceField>[] = [
  { key: 'index', title: S.index, render: (_field, index) => index + 1 },
  {
    key: 'name',
    title: S.name,
    render: (field) => (
      <PlainText>
        <code>{field.name}</code>
      </PlainText>
    ),
  },
  { key: 'label', title: S.chineseName, render: (field) => field.label },
  { key: 'type', title: S.type, render: (field) => RESOURCE_STRINGS.fieldTypes[field.type] },
  { key: 'description', title: S.description, render: (field) => field.description },
];

export interface FieldTableProps {
  fields: ResourceField[];
}

/** The field schema of a data resource (spec §2 resource detail). */
export function FieldTable({ fields }: FieldTableProps) {
  return (
    // Narrow screens (375 px) scroll the table sideways rather than squeezing its columns; the
    // scrolling region is focusable so keyboard users can scroll it too (axe scrollable-region-focusable).
    <div role="region" aria-label={S.label} tabIndex={0} className="resource-field-region">
      <PlainTable columns={columns} rows={fields} rowKey={(field) => field.name} empty={<PlainText type="secondary">{S.empty}</PlainText>} />
    </div>
  );
}

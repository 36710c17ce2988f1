import { useMemo } from 'react';
import type { ResourceDetail } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { PlainTable, PlainText, type PlainColumn } from '@portal/ui-kit';
import { dataResourceText, type DataResourceText } from '../text';
import '../data-resource.css';

export type ResourceField = ResourceDetail['fields'][number];

const columns = (t: DataResourceText): readonly PlainColumn<ResourceField>[] => [
  { key: 'index', title: t('fieldTable.index'), render: (_field, index) => index + 1 },
  {
    key: 'name',
    title: t('fieldTable.name'),
    render: (field) => (
      <PlainText>
        <code>{field.name}</code>
      </PlainText>
    ),
  },
  { key: 'label', title: t('fieldTable.chineseName'), render: (field) => <span lang={CONTENT_LANG}>{field.label}</span> },
  { key: 'type', title: t('fieldTable.type'), render: (field) => t(`fieldType.${field.type}`) },
  { key: 'description', title: t('fieldTable.description'), render: (field) => <span lang={CONTENT_LANG}>{field.description}</span> },
];

export interface FieldTableProps {
  fields: ResourceField[];
  /** The scrolling region's name (default 字段信息表); another table of fields on the page needs its own. */
  label?: string;
}

/** The field schema of a data resource (spec §2 resource detail). */
export function FieldTable({ fields, label }: FieldTableProps) {
  const t = useText(dataResourceText);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    // Narrow screens (375 px) scroll the table sideways rather than squeezing its columns; the
    // scrolling region is focusable so keyboard users can scroll it too (axe scrollable-region-focusable).
    <div role="region" aria-label={label ?? t('fieldTable.label')} tabIndex={0} className="resource-field-region">
      <PlainTable columns={tableColumns} rows={fields} rowKey={(field) => field.name} empty={<PlainText type="secondary">{t('fieldTable.empty')}</PlainText>} />
    </div>
  );
}

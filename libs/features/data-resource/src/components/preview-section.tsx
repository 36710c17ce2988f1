import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DataRecord, ResourcePreview } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { PlainEmpty, PlainSectionCard, PlainTable, PlainText, type PlainColumn } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { resourceQueries } from '../api/resource-queries';
import { deliveryText, type DeliveryText } from '../delivery-text';
import { dataResourceText } from '../text';
import type { ResourceField } from './field-table';
import { InlineFailure, SectionLoading } from './section-states';
import { ScrollRegion } from './scroll-region';

interface PreviewRow {
  index: number;
  record: DataRecord;
}

const isNumeric = (field: ResourceField) => field.type === 'integer' || field.type === 'decimal';

/** A value as the preview shows it: as it is, truth values as 是/否, nothing as an em dash. */
export function previewValue(value: DataRecord[string] | undefined, t: DeliveryText): ReactNode {
  if (value === null || value === undefined) return <PlainText type="secondary">{t('emptyValue')}</PlainText>;
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number') return String(value);
  return <span lang={CONTENT_LANG}>{value}</span>;
}

/** Each column is headed by the field's label, then its name and type (issue 22: "the field schema's names and types"). */
const previewColumns = (fields: readonly ResourceField[], t: DeliveryText, typeOf: (field: ResourceField) => string): PlainColumn<PreviewRow>[] =>
  fields.map((field) => {
    // Numbers are right-aligned, header and cells (the cell's content fills it: PlainTable sets no cell class).
    const align = isNumeric(field) ? 'resource-num' : undefined;
    return {
      key: field.name,
      title: (
        <span className={align}>
          <span lang={CONTENT_LANG}>{field.label}</span>{' '}
          <PlainText type="secondary" className="resource-field-name">
            {field.name} · {typeOf(field)}
          </PlainText>
        </span>
      ),
      render: (row) => <span className={align ? `${align} resource-cell` : 'resource-cell'}>{previewValue(row.record[field.name], t)}</span>,
    };
  });

/** The preview's rows in a table that scrolls sideways: one column per field, labelled and named. */
export function PreviewTable({ preview, summary }: { preview: ResourcePreview; summary: string }) {
  const t = useText(deliveryText);
  const resourceT = useText(dataResourceText);
  if (preview.rows.length === 0) return <PlainEmpty style={{ padding: '24px 0' }} description={t('preview.empty')} />;
  const rows = preview.rows.map((record, index) => ({ index, record }));
  return (
    <ScrollRegion label={t('preview.region')} wide>
      <PlainTable
        size="small"
        caption={summary}
        captionHidden
        columns={previewColumns(preview.fields, t, (field) => resourceT(`fieldType.${field.type}`))}
        rows={rows}
        rowKey={(row) => row.index}
      />
    </ScrollRegion>
  );
}

/**
 * 数据预览 (issue 22, open resources only): the first rows. The call is quiet, so its failure (and
 * why) shows here with a retry; the rest of the page stays.
 */
export function PreviewSection({ id }: { id: string }) {
  const t = useText(deliveryText);
  const query = useQuery(resourceQueries.preview(id));
  const { data } = query;
  const summary = data ? t('preview.caption', { shown: data.rows.length, total: formatThousands(data.total) }) : undefined;
  let body: ReactNode;
  if (data) body = <PreviewTable preview={data} summary={summary ?? ''} />;
  else if (query.isError && !query.isFetching) {
    body = (
      <InlineFailure title={t('preview.failed')} message={errorMessage(query.error, '')} retryLabel={t('preview.retry')} onRetry={() => void query.refetch()} />
    );
  } else body = <SectionLoading label={t('preview.loading')} rows={4} />;
  return (
    <PlainSectionCard title={t('preview.title')} extra={summary && data?.rows.length ? <PlainText type="secondary">{summary}</PlainText> : undefined}>
      {body}
    </PlainSectionCard>
  );
}

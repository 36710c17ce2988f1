import { useMemo } from 'react';
import type { Distribution } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { PlainEmpty, PlainParagraph, PlainTable, THEME, cx, type PlainColumn } from '@portal/ui-kit';
import { formatFileSize, formatMinute, formatThousands } from '@portal/util';
import { deliveryText, type DeliveryText } from '../delivery-text';
import { ScrollRegion } from './scroll-region';

const columns = (t: DeliveryText): readonly PlainColumn<Distribution>[] => [
  { key: 'format', title: t('files.format'), render: (file) => <strong>{file.format}</strong> },
  {
    key: 'rows',
    title: <span className="resource-num">{t('files.rows')}</span>,
    render: (file) => <span className="resource-num">{formatThousands(file.rowCount)}</span>,
  },
  {
    key: 'size',
    title: <span className="resource-num">{t('files.size')}</span>,
    render: (file) => <span className="resource-num">{formatFileSize(file.byteSize)}</span>,
  },
  { key: 'updated', title: t('files.updated'), render: (file) => formatMinute(file.updatedAt) },
  {
    key: 'downloads',
    title: <span className="resource-num">{t('files.downloads')}</span>,
    render: (file) => <span className="resource-num">{formatThousands(file.downloads)}</span>,
  },
  {
    key: 'download',
    title: t('files.actions'),
    // Public files stay plain links (decision 0014): no token, and they work without script. The
    // visible word leads the name, which says which file (WCAG 2.5.3 label in name).
    render: (file) => (
      <a className={cx('ant-typography ant-typography-link', THEME)} href={file.url} download aria-label={t('files.downloadNamed', { format: file.format })}>
        {t('files.download')}
      </a>
    ),
  },
];

/** The largest row count of the files that hold fewer rows than the resource (the demo's sample files), or null. */
export function sampleRows(distributions: readonly Distribution[], recordCount: number): number | null {
  const sampled = distributions.filter((file) => file.rowCount < recordCount);
  return sampled.length > 0 ? Math.max(...sampled.map((file) => file.rowCount)) : null;
}

export interface DistributionTableProps {
  distributions: Distribution[];
  /** The resource's rows, to tell a sample file from the whole (issue 22: the demo offers samples). */
  recordCount: number;
}

/** An open resource's files (issue 22): one row per format with its size, freshness, downloads and link. */
export function DistributionTable({ distributions, recordCount }: DistributionTableProps) {
  const t = useText(deliveryText);
  const tableColumns = useMemo(() => columns(t), [t]);
  if (distributions.length === 0) return <PlainEmpty style={{ padding: '24px 0' }} description={t('files.empty')} />;
  const sample = sampleRows(distributions, recordCount);
  return (
    <>
      <ScrollRegion label={t('files.region')}>
        <PlainTable size="small" caption={t('files.caption')} captionHidden columns={tableColumns} rows={distributions} rowKey={(file) => file.format} />
      </ScrollRegion>
      {sample === null ? null : (
        <PlainParagraph className="resource-note">{t('files.sample', { rows: formatThousands(sample), total: formatThousands(recordCount) })}</PlainParagraph>
      )}
    </>
  );
}

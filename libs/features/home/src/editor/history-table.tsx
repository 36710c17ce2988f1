import { Button, Flex, Table, Typography } from 'antd';
import type { WallVersionSummary } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { StatusTag } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { homeEditorText } from './text';

export interface HistoryTableProps {
  history: WallVersionSummary[];
  /** The version whose preview is on its way (its 预览 spins). */
  previewing: number | null;
  onPreview: (version: number) => void;
  onRollback: (version: number) => void;
}

/**
 * The wall's published versions, newest first: number (当前 on the one the public sees), when, who,
 * and a rollback's origin; 预览 shows a version in the preview panel, 回滚到此版本 publishes it again
 * (after a confirm; not for the current one).
 */
export function HistoryTable({ history, previewing, onPreview, onRollback }: HistoryTableProps) {
  const t = useText(homeEditorText);
  return (
    <Table<WallVersionSummary>
      rowKey="version"
      size="small"
      aria-label={t('editor.history.label')}
      dataSource={history}
      pagination={history.length > 10 ? { pageSize: 10, hideOnSinglePage: true, showSizeChanger: false } : false}
      scroll={{ x: 640 }}
      locale={{ emptyText: <Typography.Text type="secondary">{t('editor.history.empty')}</Typography.Text> }}
      columns={[
        {
          key: 'version',
          title: t('editor.history.columns.version'),
          width: 110,
          render: (_value, entry) => (
            <Flex gap={6} align="center">
              {`v${entry.version}`}
              {entry.current ? <StatusTag tone="success">{t('editor.history.current')}</StatusTag> : null}
            </Flex>
          ),
        },
        { key: 'publishedAt', title: t('editor.history.columns.publishedAt'), width: 160, render: (_value, entry) => formatMinute(entry.publishedAt) },
        {
          key: 'publishedBy',
          title: t('editor.history.columns.publishedBy'),
          width: 120,
          render: (_value, entry) => <span lang={CONTENT_LANG}>{entry.publishedBy}</span>,
        },
        {
          key: 'note',
          title: t('editor.history.columns.note'),
          render: (_value, entry) => (entry.restoredFrom === null ? '—' : t('editor.history.restoredFrom', { version: entry.restoredFrom })),
        },
        {
          key: 'actions',
          title: t('editor.history.columns.actions'),
          width: 200,
          render: (_value, entry) => (
            <Flex gap={4} wrap>
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                aria-label={t('editor.history.previewLabel', { version: entry.version })}
                loading={previewing === entry.version}
                onClick={() => onPreview(entry.version)}
              >
                {t('editor.history.preview')}
              </Button>
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                aria-label={t('editor.history.rollbackLabel', { version: entry.version })}
                disabled={entry.current}
                onClick={() => onRollback(entry.version)}
              >
                {t('editor.history.rollback')}
              </Button>
            </Flex>
          ),
        },
      ]}
    />
  );
}

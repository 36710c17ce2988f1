import { Button, Flex, Table, Typography } from 'antd';
import type { WallVersionSummary } from '@portal/api-contract';
import { StatusTag } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { WALL_EDITOR_STRINGS } from './strings';

const S = WALL_EDITOR_STRINGS.history;

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
  return (
    <Table<WallVersionSummary>
      rowKey="version"
      size="small"
      aria-label={S.label}
      dataSource={history}
      pagination={history.length > 10 ? { pageSize: 10, hideOnSinglePage: true, showSizeChanger: false } : false}
      scroll={{ x: 640 }}
      locale={{ emptyText: <Typography.Text type="secondary">{S.empty}</Typography.Text> }}
      columns={[
        {
          key: 'version',
          title: S.columns.version,
          width: 110,
          render: (_value, entry) => (
            <Flex gap={6} align="center">
              {`v${entry.version}`}
              {entry.current ? <StatusTag tone="success">{S.current}</StatusTag> : null}
            </Flex>
          ),
        },
        { key: 'publishedAt', title: S.columns.publishedAt, width: 160, render: (_value, entry) => formatMinute(entry.publishedAt) },
        { key: 'publishedBy', title: S.columns.publishedBy, dataIndex: 'publishedBy', width: 120 },
        { key: 'note', title: S.columns.note, render: (_value, entry) => (entry.restoredFrom === null ? '—' : S.restoredFrom(entry.restoredFrom)) },
        {
          key: 'actions',
          title: S.columns.actions,
          width: 200,
          render: (_value, entry) => (
            <Flex gap={4} wrap>
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                aria-label={S.previewLabel(entry.version)}
                loading={previewing === entry.version}
                onClick={() => onPreview(entry.version)}
              >
                {S.preview}
              </Button>
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                aria-label={S.rollbackLabel(entry.version)}
                disabled={entry.current}
                onClick={() => onRollback(entry.version)}
              >
                {S.rollback}
              </Button>
            </Flex>
          ),
        },
      ]}
    />
  );
}

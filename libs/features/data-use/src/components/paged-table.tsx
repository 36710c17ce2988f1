import type { UseQueryResult } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { errorMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { LoadFailed, VISUALLY_HIDDEN_CLASS } from '@portal/ui-kit';
import type { PagedData } from '../api/get-data-use';
import { dataUseText } from '../text';

export interface PagedTableProps<T> {
  /** The table's name (a caption, read with it). */
  label: string;
  query: UseQueryResult<PagedData<T>>;
  columns: ColumnsType<T>;
  rowKey: (row: T) => string;
  /** Shown when the page is empty (while loading: the loading text). */
  emptyText: string;
  loadingText: string;
  failedTitle: string;
  onPage: (page: number) => void;
}

/**
 * A page of a list as a table named by its caption, paged by the URL (the caller's onPage). While a page
 * loads the previous one stays under the spinner; a failure without data offers 重新加载.
 */
export function PagedTable<T extends object>({ label, query, columns, rowKey, emptyText, loadingText, failedTitle, onPage }: PagedTableProps<T>) {
  const t = useText(dataUseText);
  const data = query.data;
  if (query.isError && !data) {
    return <LoadFailed title={failedTitle} subTitle={errorMessage(query.error, '')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />;
  }
  return (
    <Table<T>
      caption={<span className={VISUALLY_HIDDEN_CLASS}>{label}</span>}
      rowKey={rowKey}
      size="middle"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={query.isFetching}
      scroll={{ x: 'max-content' }}
      // antd's own placeholder grey fails WCAG AA contrast; secondary text passes.
      locale={{ emptyText: <Typography.Text type="secondary">{query.isPending ? loadingText : emptyText}</Typography.Text> }}
      pagination={
        data && data.total > data.pageSize
          ? {
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              showSizeChanger: false,
              'aria-label': t('common.pagination'),
              onChange: onPage,
            }
          : false
      }
    />
  );
}

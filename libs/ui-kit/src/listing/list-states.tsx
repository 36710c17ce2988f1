import { Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import type { Key, ReactNode } from 'react';

export interface ListSkeletonProps {
  /** Accessible name of the loading status, e.g. 正在加载数据产品. */
  label: string;
  rows?: number;
}

/** Card-shaped placeholders while a list loads (issue 5: skeletons while loading). */
export function ListSkeleton({ label, rows = 5 }: ListSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Flex vertical gap={12}>
        {Array.from({ length: rows }, (_, index) => (
          <Card key={index} size="small">
            <Skeleton active title={false} paragraph={{ rows: 3, width: ['50%', '90%', '70%'] }} />
          </Card>
        ))}
      </Flex>
    </div>
  );
}

export interface LoadFailedProps {
  title: string;
  onRetry: () => void;
  retryLabel?: string;
  subTitle?: string;
}

/** A list or detail that failed to load, with a retry (the client has already toasted the reason). */
export function LoadFailed({ title, onRetry, retryLabel = '重新加载', subTitle }: LoadFailedProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}

export interface MetaItemProps {
  label: string;
  children: ReactNode;
}

/** One `label：value` pair of a list card. */
export function MetaItem({ label, children }: MetaItemProps) {
  return (
    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
      {label}：<Typography.Text>{children}</Typography.Text>
    </Typography.Text>
  );
}

export interface ListViewProps<T> {
  items: T[] | undefined;
  loading: boolean;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => Key;
  /** Accessible name of the list, e.g. 数据产品列表. */
  label: string;
  loadingLabel: string;
  emptyText: string;
  /** Offered in the empty state when filters narrow the list. */
  onClear?: () => void;
  clearLabel?: string;
  /** Set when loading failed: the list shows the failure and a retry instead of rows. */
  error?: { title: string; onRetry: () => void; retryLabel?: string };
  /** Skeleton rows while loading (at most the page size). */
  skeletonRows?: number;
}

/**
 * The rows of a catalogue list: a skeleton while the first page loads, a failure
 * with retry, an empty state, or the items (dimmed while the next page loads).
 */
export function ListView<T>({ items, loading, renderItem, itemKey, label, loadingLabel, emptyText, onClear, clearLabel = '清除筛选', error, skeletonRows }: ListViewProps<T>) {
  if (error) return <LoadFailed {...error} />;
  // While loading, no rows is not "nothing found" yet (a page past the end moving to the last page, issue 21 §12).
  if (loading && (!items || items.length === 0)) return <ListSkeleton label={loadingLabel} rows={skeletonRows} />;
  if (!items || items.length === 0) {
    return (
      <Empty description={emptyText} style={{ padding: '48px 0' }}>
        {onClear ? (
          <Button type="primary" onClick={onClear}>
            {clearLabel}
          </Button>
        ) : null}
      </Empty>
    );
  }
  return (
    <ul aria-label={label} aria-busy={loading} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12, opacity: loading ? 0.6 : 1 }}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

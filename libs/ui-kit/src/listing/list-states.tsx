import { useText } from '@portal/i18n';
import { uiText } from '../text';
import type { Key, ReactNode } from 'react';
import { PlainButton } from '../plain/button';
import { PlainFlex } from '../plain/layout';
import { PlainCard, PlainEmpty, PlainSkeleton } from '../plain/surfaces';
import { PlainText } from '../plain/typography';
import { LoadFailed } from './load-failed';
import { VISUALLY_HIDDEN_CLASS } from '../layouts/layout-css';

const ROW_WIDTHS = ['50%', '90%', '70%'];

export interface ListSkeletonProps {
  /** Accessible name of the loading status, e.g. 正在加载数据产品. */
  label: string;
  rows?: number;
}

/** Card-shaped placeholders while a list loads (issue 5: skeletons while loading). */
export function ListSkeleton({ label, rows = 5 }: ListSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <PlainFlex vertical gap={12}>
        {Array.from({ length: rows }, (_, index) => (
          <PlainCard key={index}>
            <PlainSkeleton widths={ROW_WIDTHS} />
          </PlainCard>
        ))}
      </PlainFlex>
    </div>
  );
}

export interface MetaItemProps {
  label: string;
  children: ReactNode;
}

/**
 * A pause for screen readers between pieces of text drawn side by side (issue 19, Orca pass: a card's
 * tag, its facts and its formats were read as one run, "…气象局数据领域：气象…数据格式：APICSVXLSX").
 * Hidden from sight; a comma, which screen readers pause at without naming it.
 */
export function SpokenPause() {
  const t = useText(uiText);
  return <span className={VISUALLY_HIDDEN_CLASS}>{t('common.pause')}</span>;
}

/** One `label：value` pair of a list card, read after a pause. */
export function MetaItem({ label, children }: MetaItemProps) {
  const t = useText(uiText);
  return (
    <PlainText type="secondary" style={{ whiteSpace: 'nowrap' }}>
      <SpokenPause />
      {t('common.labelled', { label })}
      <PlainText>{children}</PlainText>
    </PlainText>
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
export function ListView<T>({
  items,
  loading,
  renderItem,
  itemKey,
  label,
  loadingLabel,
  emptyText,
  onClear,
  clearLabel,
  error,
  skeletonRows,
}: ListViewProps<T>) {
  const t = useText(uiText);
  clearLabel ??= t('common.clearFilters');
  if (error) return <LoadFailed {...error} />;
  // While loading, no rows is not "nothing found" yet (a page past the end moving to the last page, issue 21 §12).
  if (loading && (!items || items.length === 0)) return <ListSkeleton label={loadingLabel} rows={skeletonRows} />;
  if (!items || items.length === 0) {
    return (
      <PlainEmpty
        style={{ padding: '48px 0' }}
        description={
          <>
            <span>{emptyText}</span>
            {/* antd's Empty footer (the stylesheet's .ant-empty .ant-empty-footer). */}
            {onClear ? (
              <div className="ant-empty-footer">
                <PlainButton type="primary" onClick={onClear}>
                  {clearLabel}
                </PlainButton>
              </div>
            ) : null}
          </>
        }
      />
    );
  }
  return (
    <ul
      aria-label={label}
      aria-busy={loading}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12, opacity: loading ? 0.6 : 1 }}
    >
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

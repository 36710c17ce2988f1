import { useHydrated } from '../theme/hydrated';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { uiText } from '../text';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../navigation/page-title';
import { PlainBreadcrumb } from '../plain/breadcrumb';
import { PlainFlex } from '../plain/layout';
import { PlainCard, PlainSkeleton } from '../plain/surfaces';
import { LoadFailed } from './load-failed';

const HEAD_WIDTHS = ['40%', '20%'];

/**
 * The list's search string (`?domain=…`) when the visitor came from the list (the
 * list's links pass it as `state.fromList`), so the way back keeps the filters.
 */
export function useFromListSearch(): string {
  const location = useLocation();
  // History state is the browser's: not in the server's render, so drawn once the page is taken over.
  const state: unknown = useHydrated() ? location.state : null;
  const fromList = state && typeof state === 'object' && 'fromList' in state ? state.fromList : undefined;
  return typeof fromList === 'string' && /^(\?.*)?$/.test(fromList) ? fromList : '';
}

export interface DetailFrameProps {
  /** The list's path, e.g. /dataProduct. */
  listPath: string;
  /** The list's name in the breadcrumbs, e.g. 数据产品. */
  listLabel: string;
  /** The link back to the list, e.g. 返回数据产品列表. */
  backLabel: string;
  homeLabel?: string;
  /** The record's name, the last breadcrumb once loaded. */
  current?: string;
  status: 'pending' | 'error' | 'success';
  loadingLabel: string;
  errorTitle: string;
  onRetry: () => void;
  retryLabel?: string;
  /** The record, shown on success. */
  children?: ReactNode;
}

/**
 * The frame of a detail page hidden from the menu (spec §2): breadcrumbs and a way
 * back that keep the list's filters, a skeleton while loading, a failure with retry.
 * Issue 13: no antd code.
 */
export function DetailFrame({
  listPath,
  listLabel,
  backLabel,
  homeLabel,
  current,
  status,
  loadingLabel,
  errorTitle,
  onRetry,
  retryLabel,
  children,
}: DetailFrameProps) {
  const t = useText(uiText);
  homeLabel ??= t('common.home');
  const listHref = `${listPath}${useFromListSearch()}`;
  // Issue 21 §11: the record's name leads the document title once it is there.
  usePageTitle(status === 'success' ? current : undefined);
  let body: ReactNode;
  if (status === 'success') body = children;
  else if (status === 'error') body = <LoadFailed title={errorTitle} onRetry={onRetry} retryLabel={retryLabel} />;
  else {
    body = (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        <PlainSkeleton widths={HEAD_WIDTHS} />
        <PlainCard style={{ marginTop: 16 }}>
          <PlainSkeleton rows={4} />
        </PlainCard>
        <PlainCard style={{ marginTop: 16 }}>
          <PlainSkeleton rows={6} />
        </PlainCard>
      </div>
    );
  }
  return (
    <PlainFlex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      <PlainBreadcrumb
        items={[
          { key: 'home', title: <Link to="/home">{homeLabel}</Link> },
          { key: 'list', title: <Link to={listHref}>{listLabel}</Link> },
          { key: 'current', title: current ? <span lang={CONTENT_LANG}>{current}</span> : '…' },
        ]}
      />
      {body}
      <div>
        <Link to={listHref}>← {backLabel}</Link>
      </div>
    </PlainFlex>
  );
}

import type { ReactNode } from 'react';
import { WorkspacePage, type WorkspacePageProps } from './workspace-page';

/** What the page reads of a query (TanStack Query's result fits). */
export interface PageQuery<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryPageProps<T> extends Omit<WorkspacePageProps, 'status' | 'onRetry' | 'extra' | 'children'> {
  query: PageQuery<T>;
  /** Actions at the title's end, once the data is there. */
  extra?: (data: T) => ReactNode;
  /** The content, drawn from the data. */
  children: (data: T) => ReactNode;
}

/** A workspace page over one query: the skeleton while it loads, the failure with a retry (refetch), then the content drawn from its data. */
export function QueryPage<T>({ query, extra, children, ...page }: QueryPageProps<T>) {
  const { data } = query;
  return (
    <WorkspacePage {...page} status={query.status} onRetry={() => void query.refetch()} extra={data !== undefined && extra ? extra(data) : null}>
      {data !== undefined ? children(data) : null}
    </WorkspacePage>
  );
}

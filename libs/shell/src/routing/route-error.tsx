import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LoaderErrorPage, NotFoundPage, PageErrorPage } from '@portal/ui-kit';
import { isChunkLoadError } from './chunk-errors';

/** Reloads the page: a failed chunk is most often a stale deploy, so fetch the new index. */
export const reloadPage = () => window.location.reload();

export interface RouteErrorBoundaryProps {
  onRetry?: (() => void) | undefined;
}

/** Error element of every page route and of the root. */
export function RouteErrorBoundary({ onRetry = reloadPage }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <LoaderErrorPage onRetry={onRetry} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return <PageErrorPage onRetry={onRetry} />;
}

import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { LoaderErrorPage, NotFoundPage, PageErrorPage } from '@portal/ui-kit';
import { isChunkLoadError } from './chunk-errors';

/** Reloads the page: a failed chunk is most often a stale deploy, so fetch the new index. */
export const reloadPage = () => window.location.reload();

export interface RouteErrorBoundaryProps {
  onRetry?: (() => void) | undefined;
}

/**
 * Issue 15: the server answers a missing item (4011) with the 404 page in place (HTTP 404); once
 * the browser has the page, it moves to /404 as spec §8 has the client do.
 */
function MissingItem() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/404', { replace: true });
  }, [navigate]);
  return <NotFoundPage />;
}

/** Error element of every page route and of the root. */
export function RouteErrorBoundary({ onRetry = reloadPage }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <LoaderErrorPage onRetry={onRetry} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <MissingItem />;
  if (import.meta.env.DEV) console.error(error);
  return <PageErrorPage onRetry={onRetry} />;
}

import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LoaderErrorPage, NotFoundPage } from '@portal/ui-kit';
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
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle="页面运行时发生错误，请刷新后重试。如果问题持续存在，请联系平台运维人员。"
      extra={
        <Button type="primary" onClick={onRetry}>
          刷新页面
        </Button>
      }
    />
  );
}

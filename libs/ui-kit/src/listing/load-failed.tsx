import { PlainButton } from '../plain/button';
import { PlainResult } from '../plain/surfaces';

export interface LoadFailedProps {
  title: string;
  onRetry: () => void;
  retryLabel?: string;
  subTitle?: string;
}

/** A list or detail that failed to load, with a retry (the client has already toasted the reason). */
export function LoadFailed({ title, onRetry, retryLabel = '重新加载', subTitle }: LoadFailedProps) {
  return (
    <PlainResult
      status="warning"
      title={title}
      subTitle={subTitle}
      extra={
        <PlainButton type="primary" onClick={onRetry}>
          {retryLabel}
        </PlainButton>
      }
    />
  );
}

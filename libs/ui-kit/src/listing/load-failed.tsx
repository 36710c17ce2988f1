import { useText } from '@portal/i18n';
import { uiText } from '../text';
import { PlainButton } from '../plain/button';
import { PlainResult } from '../plain/surfaces';

export interface LoadFailedProps {
  title: string;
  onRetry: () => void;
  retryLabel?: string;
  subTitle?: string;
  /** `warning` for data that did not load (default), `error` for a page that failed. */
  status?: 'warning' | 'error';
}

/** A list or detail that failed to load, with a retry (the client has already toasted the reason). */
export function LoadFailed({ title, onRetry, retryLabel, subTitle, status = 'warning' }: LoadFailedProps) {
  const t = useText(uiText);
  retryLabel ??= t('common.retry');
  return (
    <PlainResult
      status={status}
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

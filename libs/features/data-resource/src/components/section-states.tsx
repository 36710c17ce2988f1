import { PlainAlert, PlainButton, PlainSkeleton } from '@portal/ui-kit';

export interface InlineFailureProps {
  title: string;
  /** Why, when the client did not say it already (a quiet call). */
  message?: string | undefined;
  retryLabel: string;
  onRetry: () => void;
}

/** A section whose data did not load: the failure where the data would be, with a retry; the page stays. */
export function InlineFailure({ title, message, retryLabel, onRetry }: InlineFailureProps) {
  return (
    <PlainAlert
      type="warning"
      showIcon
      title={title}
      description={message || undefined}
      action={
        <PlainButton size="small" onClick={onRetry}>
          {retryLabel}
        </PlainButton>
      }
    />
  );
}

/** A section's loading state: a skeleton named for screen readers. */
export function SectionLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <PlainSkeleton rows={rows} />
    </div>
  );
}

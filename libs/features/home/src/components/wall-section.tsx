import { useId, type ReactNode } from 'react';
import { CONTENT_LANG } from '@portal/i18n';
import { PlainTitle } from '@portal/ui-kit';

/** One block of the wall: a region named by its heading. */
export function WallSection({ title, children }: { title?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} className="home-section">
      {title ? (
        <PlainTitle id={headingId} level={2} className="home-section-title" lang={CONTENT_LANG}>
          {title}
        </PlainTitle>
      ) : null}
      {children}
    </section>
  );
}

import { Typography } from 'antd';
import { useId, type ReactNode } from 'react';

/** One block of the wall: a region named by its heading. */
export function WallSection({ title, children }: { title?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} style={{ minWidth: 0 }}>
      {title ? (
        <Typography.Title id={headingId} level={2} style={{ fontSize: 20, marginTop: 0, marginBottom: 16 }}>
          {title}
        </Typography.Title>
      ) : null}
      {children}
    </section>
  );
}

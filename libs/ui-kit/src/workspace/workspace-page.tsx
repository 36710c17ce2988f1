import { useText } from '@portal/i18n';
import { uiText } from '../text';
import { Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '../listing/load-failed';

export interface WorkspacePageProps {
  title: string;
  /** A line under the title (whose workspace this is). */
  subtitle?: ReactNode;
  /** Actions at the title's end. */
  extra?: ReactNode;
  status?: 'pending' | 'error' | 'success';
  /** The skeleton while pending: a row of cards (homes) or a detail (forms, details). */
  skeleton?: 'cards' | 'detail';
  loadingLabel?: string;
  errorTitle?: string;
  /** Under the failure title: the server's reason (e.g. 无权访问). */
  errorDetail?: string;
  retryLabel?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** A workspace page: its title, then a skeleton, a failure with retry, or the content. */
export function WorkspacePage({
  title,
  subtitle,
  extra,
  status = 'success',
  skeleton = 'detail',
  loadingLabel = '',
  errorTitle = '',
  errorDetail,
  retryLabel,
  onRetry,
  children,
}: WorkspacePageProps) {
  const t = useText(uiText);
  retryLabel ??= t('common.retry');
  let body: ReactNode = children;
  if (status === 'pending') {
    body = (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        {skeleton === 'cards' ? (
          <Flex wrap gap={16}>
            {[0, 1, 2].map((index) => (
              <Card key={index} size="small" style={{ flex: '1 1 200px' }}>
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              </Card>
            ))}
          </Flex>
        ) : (
          <Card size="small">
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          </Card>
        )}
        <Card size="small" style={{ marginTop: 16 }}>
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  } else if (status === 'error') {
    body = <LoadFailed title={errorTitle} subTitle={errorDetail} retryLabel={retryLabel} onRetry={() => onRetry?.()} />;
  }
  return (
    <Flex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      <Flex wrap gap={12} justify="space-between" align="center">
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </Flex>
        {extra}
      </Flex>
      {body}
    </Flex>
  );
}

export interface SectionProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A section card with a level-3 heading, named by it for landmarks (`region`). */
export function Section({ title, extra, children }: SectionProps) {
  return (
    <section aria-label={title} style={{ minWidth: 0 }}>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}

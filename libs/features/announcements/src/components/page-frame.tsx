import { Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '@portal/ui-kit';
import { ANNOUNCEMENT_STRINGS } from '../strings';

export interface PageFrameProps {
  title: string;
  extra?: ReactNode;
  status?: 'pending' | 'error' | 'success';
  loadingLabel?: string;
  errorTitle?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** A workspace page: its title, then a skeleton, a failure with retry, or the content. */
export function PageFrame({ title, extra, status = 'success', loadingLabel = '', errorTitle = '', onRetry, children }: PageFrameProps) {
  let body: ReactNode = children;
  if (status === 'pending') {
    body = (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        <Card size="small">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </Card>
        <Card size="small" style={{ marginTop: 16 }}>
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  } else if (status === 'error') {
    body = <LoadFailed title={errorTitle} retryLabel={ANNOUNCEMENT_STRINGS.common.retry} onRetry={() => onRetry?.()} />;
  }
  return (
    <Flex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      <Flex wrap gap={12} justify="space-between" align="center">
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {body}
    </Flex>
  );
}

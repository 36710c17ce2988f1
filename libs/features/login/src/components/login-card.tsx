import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface LoginCardProps {
  title: string;
  /** Id of the heading, for `aria-labelledby`. */
  headingId: string;
  width?: number;
  children: ReactNode;
}

/** The centred panel every login screen sits in. */
export function LoginCard({ title, headingId, width = 440, children }: LoginCardProps) {
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: width }} aria-labelledby={headingId} role="region">
        <Typography.Title level={2} id={headingId} style={{ fontSize: 22, marginTop: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}

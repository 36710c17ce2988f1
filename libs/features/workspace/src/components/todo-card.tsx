import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface TodoCardProps {
  label: string;
  value: ReactNode;
  /** Where the work is done; the whole card is the link. */
  to: string;
}

/** One to-do of a workspace home: its name and count, linking to where it is done. */
export function TodoCard({ label, value, to }: TodoCardProps) {
  return (
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      <Card size="small" hoverable style={{ height: '100%' }}>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {label}
        </Typography.Text>
        <Typography.Text strong style={{ display: 'block', fontSize: 24, lineHeight: '36px' }}>
          {value}
        </Typography.Text>
      </Card>
    </Link>
  );
}

/** To-do cards side by side, wrapping on narrow screens (375 px: one or two a row, no sideways scroll). */
export function TodoList({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <ul
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

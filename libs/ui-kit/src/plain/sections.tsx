import type { ReactNode } from 'react';
import { THEME, cx } from './classes';
import { PlainTitle } from './typography';
import './plain.css';

export interface PlainSectionCardProps {
  title: string;
  /** Shown at the head's end, e.g. a count. */
  extra?: ReactNode;
  children: ReactNode;
}

/** antd's small Card with a head: its title a level-2 heading of the page. */
export function PlainSectionCard({ title, extra, children }: PlainSectionCardProps) {
  return (
    <div className={cx('ant-card ant-card-bordered ant-card-small', THEME)}>
      <div className="ant-card-head">
        <div className="ant-card-head-wrapper">
          <div className="ant-card-head-title">
            <PlainTitle level={2} className="portal-section-title">
              {title}
            </PlainTitle>
          </div>
          {extra ? <div className="ant-card-extra">{extra}</div> : null}
        </div>
      </div>
      <div className="ant-card-body">{children}</div>
    </div>
  );
}

export interface PlainFact {
  key: string;
  label: string;
  children: ReactNode;
  /** Takes a whole row (antd's `span: 'filled'`). */
  wide?: boolean;
}

/**
 * antd's small Descriptions look as a list of terms and values: one column on phones, two from
 * 576 px, three from 992 px (antd's `column={{ xs: 1, sm: 2, lg: 3 }}`), by CSS.
 */
export function PlainFactList({ items }: { items: readonly PlainFact[] }) {
  return (
    <dl className={cx('ant-descriptions ant-descriptions-small portal-facts', THEME)}>
      {items.map((item) => (
        <div key={item.key} className={cx('ant-descriptions-item-container', item.wide && 'portal-fact-wide')}>
          <dt className="ant-descriptions-item-label">{item.label}</dt>
          <dd className="ant-descriptions-item-content">{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { CSSProperties } from 'react';
import { THEME, cx } from '../plain/classes';

export interface SkeletonLinesProps {
  /** Each line's width ('50%' …); a line without one is full width. */
  widths: readonly (string | undefined)[];
  style?: CSSProperties;
}

/**
 * antd's active Skeleton paragraph (`title={false}`, `paragraph={{ width: [...] }}`) without its
 * code: one line per width. PlainSkeleton draws the default widths (the last line 61 %).
 */
export function SkeletonLines({ widths, style }: SkeletonLinesProps) {
  return (
    <div className={cx('ant-skeleton ant-skeleton-active', THEME)} style={style}>
      <div className="ant-skeleton-section">
        <ul className="ant-skeleton-paragraph">
          {widths.map((width, index) => (
            <li key={index} style={width ? { width } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}

import type { HTMLAttributes } from 'react';
import { THEME, cx } from './classes';

export interface PlainTagProps extends HTMLAttributes<HTMLSpanElement> {
  /** A preset (blue, green, …) or status (success, processing, error, warning, default) colour. */
  color?: string | undefined;
}

/** antd's Tag markup (filled), for presets and statuses. */
export function PlainTag({ color, className, ...rest }: PlainTagProps) {
  return <span {...rest} className={cx('ant-tag ant-tag-filled', color && color !== 'default' && `ant-tag-${color}`, THEME, className)} />;
}

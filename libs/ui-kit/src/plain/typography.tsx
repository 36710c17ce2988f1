import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { THEME, cx } from './classes';

type Level = 1 | 2 | 3 | 4 | 5;

export interface PlainTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: Level;
  /** The heading element (React 19 passes `ref` as a prop), e.g. to move the focus to it. */
  ref?: Ref<HTMLHeadingElement>;
}

/** antd's Typography.Title markup: a heading styled by the static stylesheet. */
export function PlainTitle({ level = 1, className, ...rest }: PlainTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...rest} className={cx('ant-typography', THEME, className)} />;
}

export interface PlainTextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  children?: ReactNode;
  style?: CSSProperties;
}

/** antd's Typography.Text markup. */
export function PlainText({ type, strong = false, className, children, ...rest }: PlainTextProps) {
  return (
    <span {...rest} className={cx('ant-typography', type && `ant-typography-${type}`, THEME, className)}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/** antd's Typography.Paragraph markup. */
export function PlainParagraph({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cx('ant-typography', THEME, className)} />;
}

import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { THEME, cx } from './classes';
import { PlainIcon } from './icon';

/** antd's small bordered Card markup. */
export function PlainCard({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} className={cx('ant-card ant-card-bordered ant-card-small', THEME, className)}>
      <div className="ant-card-body">{children}</div>
    </div>
  );
}

/** antd's Empty markup with its simple image (decorative: the description says it). */
export function PlainEmpty({ description, style }: { description: ReactNode; style?: CSSProperties }) {
  return (
    <div className={cx(THEME, 'ant-empty ant-empty-normal')} style={style}>
      <div className="ant-empty-image" aria-hidden>
        <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg">
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" stroke="#d9d9d9">
              <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
              <path
                d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
                fill="#fafafa"
              />
            </g>
          </g>
        </svg>
      </div>
      <div className="ant-empty-description">{description}</div>
    </div>
  );
}

/**
 * antd's active Skeleton paragraph markup: `rows` lines, the last one shorter (antd's default), or
 * one line per entry of `widths` (antd's `paragraph={{ width: [...] }}`; a missing width is full).
 */
export function PlainSkeleton({ rows = 3, widths, style }: { rows?: number; widths?: readonly (string | undefined)[]; style?: CSSProperties }) {
  const lines = widths ?? Array.from({ length: rows }, (_, index) => (index === rows - 1 && rows > 1 ? '61%' : undefined));
  return (
    <div className={cx('ant-skeleton ant-skeleton-active', THEME)} style={style}>
      <div className="ant-skeleton-section">
        <ul className="ant-skeleton-paragraph">
          {lines.map((width, index) => (
            <li key={index} style={width ? { width } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** antd's Skeleton.Node markup: a block placeholder of the given size. */
export function PlainSkeletonBlock({ style }: { style?: CSSProperties }) {
  return (
    <div className={cx('ant-skeleton ant-skeleton-element ant-skeleton-active', THEME)} style={{ width: '100%' }}>
      <div className="ant-skeleton-node" style={style} />
    </div>
  );
}

const RESULT_ICONS = { info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled } as const;

export interface PlainResultProps {
  status: keyof typeof RESULT_ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** 1 when the result is the whole page (403, 404, 服务暂未开通): the page's one h1; 2 inside a page. */
  level?: 1 | 2;
}

/**
 * antd's Result markup with a status icon. Its title is a heading, so a reader landing on 403/404 or
 * a failed load finds where they are by headings.
 */
export function PlainResult({ status, title, subTitle, extra, level = 2 }: PlainResultProps) {
  return (
    <div className={cx('ant-result', `ant-result-${status}`, THEME)}>
      <div className="ant-result-icon">
        <PlainIcon icon={RESULT_ICONS[status]} />
      </div>
      <div className="ant-result-title" role="heading" aria-level={level}>
        {title}
      </div>
      {subTitle ? <div className="ant-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="ant-result-extra">{extra}</div> : null}
    </div>
  );
}

/** antd's spinning dots (the Spin indicator). */
export function PlainSpinDots() {
  return (
    <span className="ant-spin-dot-holder">
      <span className="ant-spin-dot ant-spin-dot-spin">
        <i className="ant-spin-dot-item" />
        <i className="ant-spin-dot-item" />
        <i className="ant-spin-dot-item" />
        <i className="ant-spin-dot-item" />
      </span>
    </span>
  );
}

/** antd's Spin markup, decorative (the status text beside it says what is happening). */
export function PlainSpin({ size = 'default' }: { size?: 'small' | 'default' | 'large' }) {
  return (
    <div className={cx('ant-spin ant-spin-spinning ant-spin-section', size === 'small' && 'ant-spin-sm', size === 'large' && 'ant-spin-lg', THEME)} aria-hidden>
      <PlainSpinDots />
    </div>
  );
}

/**
 * antd's fullscreen Spin markup: always present (a live region), shown while `spinning`. Its words
 * exist only while it spins: a screen reader reading the page otherwise found a stale 加载中 at its end
 * (issue 19, Orca pass), and a live region says them when they appear.
 */
export function PlainSpinOverlay({
  description,
  spinning,
  announced = spinning,
  style,
}: {
  description: string;
  spinning: boolean;
  /** Whether its words are there (a live region says them as they appear); by default while it spins. */
  announced?: boolean;
  style?: CSSProperties;
}) {
  return (
    <div
      className={cx('ant-spin ant-spin-fullscreen portal-spin-overlay', spinning && 'ant-spin-spinning', THEME)}
      aria-live="polite"
      aria-busy={spinning}
      style={style}
    >
      <div className="ant-spin-section">
        <PlainSpinDots />
        <div className="ant-spin-description">{spinning && announced ? description : null}</div>
      </div>
    </div>
  );
}

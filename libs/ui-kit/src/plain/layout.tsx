import { createContext, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { THEME, cx } from './classes';

const GAP = { small: 8, middle: 16, large: 24 } as const;
type Gap = keyof typeof GAP | number | string;
const gapOf = (gap: Gap | undefined) => (gap === undefined ? undefined : typeof gap === 'string' && gap in GAP ? GAP[gap as keyof typeof GAP] : gap);

export interface PlainFlexProps extends HTMLAttributes<HTMLElement> {
  vertical?: boolean;
  gap?: Gap;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** The element drawn (default div). */
  component?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'span';
  children?: ReactNode;
}

/** antd's Flex without its code: a flex box with the same props (issue 13). */
export function PlainFlex({ vertical = false, gap, align, justify, wrap = false, component: Component = 'div', style, className, ...rest }: PlainFlexProps) {
  return (
    <Component
      {...rest}
      className={cx('ant-flex', THEME, className)}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        flexWrap: wrap ? 'wrap' : undefined,
        gap: gapOf(gap),
        alignItems: align,
        justifyContent: justify,
        ...style,
      }}
    />
  );
}

type Span = number;
type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface PlainRowProps extends HTMLAttributes<HTMLDivElement> {
  /** Horizontal and vertical gutter in px (antd's `gutter={[h, v]}`). */
  gutter?: number | [number, number];
}

const GutterContext = createContext(0);

/** antd's Row markup (its grid classes come with the static stylesheet; the gutter is set here as antd sets it). */
export function PlainRow({ gutter = 0, style, className, children, ...rest }: PlainRowProps) {
  const [horizontal, vertical] = Array.isArray(gutter) ? gutter : [gutter, 0];
  return (
    <div
      {...rest}
      className={cx('ant-row', THEME, className)}
      style={{ marginInline: horizontal ? -horizontal / 2 : undefined, rowGap: vertical || undefined, ...style }}
    >
      <GutterContext.Provider value={horizontal}>{children}</GutterContext.Provider>
    </div>
  );
}

export interface PlainColProps extends HTMLAttributes<HTMLDivElement>, Partial<Record<Breakpoint, Span>> {
  span?: Span;
}

/** antd's Col markup: responsive spans by antd's own classes (`ant-col-md-8` …). */
export function PlainCol({ span, xs, sm, md, lg, xl, style, className, ...rest }: PlainColProps) {
  const gutter = useContext(GutterContext);
  const spans: [string, Span | undefined][] = [
    ['', span],
    ['xs-', xs],
    ['sm-', sm],
    ['md-', md],
    ['lg-', lg],
    ['xl-', xl],
  ];
  return (
    <div
      {...rest}
      className={cx('ant-col', ...spans.filter(([, value]) => value !== undefined).map(([prefix, value]) => `ant-col-${prefix}${value}`), THEME, className)}
      style={{ paddingInline: gutter ? gutter / 2 : undefined, ...style }}
    />
  );
}

/** antd's horizontal Divider markup. */
export function PlainDivider({ style }: { style?: CSSProperties }) {
  return <div className={cx('ant-divider ant-divider-horizontal ant-divider-rail', THEME)} role="separator" style={style} />;
}

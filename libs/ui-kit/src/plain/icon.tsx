import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

interface SvgNode {
  tag: string;
  attrs: Record<string, string>;
  children?: SvgNode[];
}

/** SVG attributes as React names them (`fill-rule` → `fillRule`); aria-* and data-* stay as they are. */
const reactProps = (attrs: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      /^(aria|data)-/.test(name) ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );

function draw({ tag, attrs, children = [] }: SvgNode, extra: Record<string, unknown> = {}, key?: number): ReactNode {
  return createElement(tag, { ...reactProps(attrs), ...extra, key }, ...children.map((child, index) => draw(child, {}, index)));
}

export interface PlainIconProps {
  /** The icon's definition from `@ant-design/icons-svg/es/asn/<Name>`. */
  icon: IconDefinition;
  className?: string;
}

/**
 * An antd icon drawn from its definition, as antd draws it (`anticon` is styled by the static
 * stylesheet). Not @ant-design/icons' component: that one brings antd's context and adds a
 * <style> element at run time. Always decorative here: the control around it carries the name.
 */
export function PlainIcon({ icon, className }: PlainIconProps) {
  return (
    <span role="img" aria-hidden className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}>
      {draw(icon.icon as SvgNode, { width: '1em', height: '1em', fill: 'currentColor', focusable: 'false', 'aria-hidden': true })}
    </span>
  );
}

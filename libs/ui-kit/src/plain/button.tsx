import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { PrefetchLink, type PrefetchMode } from '../navigation/prefetch';
import { buttonClass, type ButtonLook } from './classes';
import { PlainIcon } from './icon';

interface ContentProps {
  icon?: IconDefinition | undefined;
  children?: ReactNode;
}

function Content({ icon, children }: ContentProps) {
  return (
    <>
      {icon ? (
        <span className="ant-btn-icon">
          <PlainIcon icon={icon} />
        </span>
      ) : null}
      {children === undefined || children === null ? null : typeof children === 'string' ? <span>{children}</span> : children}
    </>
  );
}

export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> &
  Omit<ButtonLook, 'iconOnly'> & { icon?: IconDefinition | undefined; htmlType?: 'button' | 'submit' };

/** A button drawn as antd's Button (issue 13: no antd code on public pages). */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { type, size, shape, block, className, icon, htmlType = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={htmlType}
      className={buttonClass({ type, size, shape, block, className, iconOnly: Boolean(icon) && (children === undefined || children === null) })}
    >
      <Content icon={icon}>{children}</Content>
    </button>
  );
});

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Omit<ButtonLook, 'iconOnly'> & { to: string; icon?: IconDefinition | undefined; prefetch?: PrefetchMode };

/** A real link (new tab, copy address) drawn as antd's Button; inside the app it navigates with the router. */
export function ButtonLink({ to, type, size, shape, block, className, icon, children, prefetch = 'intent', ...rest }: ButtonLinkProps) {
  return (
    <PrefetchLink
      {...rest}
      to={to}
      prefetch={prefetch}
      className={buttonClass({ type, size, shape, block, className, iconOnly: Boolean(icon) && (children === undefined || children === null) })}
    >
      <Content icon={icon}>{children}</Content>
    </PrefetchLink>
  );
}

/** A link to another site or host, drawn as antd's Button. */
export function ButtonAnchor({
  href,
  type,
  size,
  shape,
  block,
  className,
  icon,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & Omit<ButtonLook, 'iconOnly'> & { href: string; icon?: IconDefinition | undefined }) {
  return (
    <a
      {...rest}
      href={href}
      className={buttonClass({ type, size, shape, block, className, iconOnly: Boolean(icon) && (children === undefined || children === null) })}
    >
      <Content icon={icon}>{children}</Content>
    </a>
  );
}

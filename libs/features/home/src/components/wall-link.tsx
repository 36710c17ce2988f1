import type { CSSProperties, ReactNode } from 'react';
import { useText } from '@portal/i18n';
import { PrefetchLink, VISUALLY_HIDDEN } from '@portal/ui-kit';
import { homeText } from '../text';

export interface WallLinkProps {
  /** A same-origin path or an https address (the contract's linkHref). */
  href: string;
  children: ReactNode;
  style?: CSSProperties;
  className?: string;
}

/**
 * A link of the content wall: portal paths stay in the app (prefetched on
 * intent); https addresses open in a new tab without window.opener, and say so.
 */
export function WallLink({ href, children, style, className }: WallLinkProps) {
  const t = useText(homeText);
  if (href.startsWith('/')) {
    return (
      <PrefetchLink to={href} prefetch="intent" style={style} className={className}>
        {children}
      </PrefetchLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={style} className={className}>
      {children}
      <span style={VISUALLY_HIDDEN}>{t('newTab')}</span>
    </a>
  );
}

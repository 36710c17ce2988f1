import { createContext, forwardRef, useContext, useEffect, useRef, type ComponentProps } from 'react';
import { Link, useHref } from 'react-router-dom';
import { UI_CONSTANTS } from '../constants';

/** Loads what a path needs (route chunks, data) ahead of navigation. Provided by the shell. */
export type Prefetcher = (href: string) => void;

const PrefetchContext = createContext<Prefetcher>(() => undefined);

export const PrefetchProvider = PrefetchContext.Provider;

export type PrefetchMode = 'none' | 'intent' | 'viewport';

export interface PrefetchLinkProps extends ComponentProps<typeof Link> {
  /**
   * Spec §9: default none; `intent` prefetches after the pointer or focus has
   * rested 50 ms; `viewport` when the link comes within 100 px of the viewport.
   */
  prefetch?: PrefetchMode;
}

/** A router link that can prefetch its target. */
export const PrefetchLink = forwardRef<HTMLAnchorElement, PrefetchLinkProps>(function PrefetchLink(
  { prefetch = UI_CONSTANTS.prefetch.defaultMode, to, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...rest },
  forwardedRef,
) {
  const prefetcher = useContext(PrefetchContext);
  const href = useHref(to);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const done = useRef(false);

  const run = () => {
    if (done.current) return;
    done.current = true;
    prefetcher(href);
  };
  const startIntent = () => {
    if (prefetch !== 'intent' || done.current || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      run();
    }, UI_CONSTANTS.prefetch.intentDelayMs);
  };
  const cancelIntent = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  useEffect(() => {
    done.current = false;
  }, [href]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const node = anchor.current;
    if (prefetch !== 'viewport' || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: `${UI_CONSTANTS.prefetch.viewportMarginPx}px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // run() reads refs only; re-observe when the target or mode changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetch, href]);

  return (
    <Link
      {...rest}
      to={to}
      ref={(node) => {
        anchor.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        startIntent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        startIntent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        startIntent();
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        cancelIntent();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        cancelIntent();
      }}
    />
  );
});

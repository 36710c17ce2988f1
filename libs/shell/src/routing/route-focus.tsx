import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { VISUALLY_HIDDEN_CLASS } from '@portal/ui-kit';

/** The element the skip link targets (ui-kit's page frame). */
const MAIN_ID = 'main-content';

/** What can be found again on the page a visitor comes back to: a link by its address, or a control by its id. */
function describe(element: Element | null): string | undefined {
  if (!(element instanceof HTMLElement) || element === document.body) return undefined;
  const link = element.closest('a[href]');
  if (link) return `a[href="${CSS.escape(link.getAttribute('href') ?? '')}"]`;
  return element.id ? `#${CSS.escape(element.id)}` : undefined;
}

/** The page's own heading (the first in the main region), else the main region itself. */
function pageTarget(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID);
  const heading = main?.querySelector<HTMLElement>('h1, h2');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return main;
}

/**
 * Issue 19 (WCAG 2.4.3, 4.1.3): where the keyboard focus goes when the route changes, and what a
 * screen reader hears. A new page (another path; the first load keeps the browser's own start)
 * takes the focus on its heading and announces its title; going back returns the focus to the
 * link or control the visitor left from (a result they opened, say). A change within a page — a
 * filter, the next page of a list, `?id=` opening a drawer — moves nothing: the page manages it.
 */
export function RouteFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{ pathname: string; key: string } | undefined>(undefined);
  const leftFrom = useRef(new Map<string, string>());

  // What had the focus last (a link the visitor followed keeps it until its page is replaced).
  const lastFocused = useRef<string | undefined>(undefined);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocused.current = describe(event.target as Element | null) ?? lastFocused.current;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, key: location.key };
    if (before && before.key !== location.key && lastFocused.current) leftFrom.current.set(before.key, lastFocused.current);
    if (!before || before.pathname === location.pathname) return;
    lastFocused.current = undefined;
    const saved = navigationType === 'POP' ? leftFrom.current.get(location.key) : undefined;
    const back = saved ? document.querySelector<HTMLElement>(saved) : null;
    const target = back ?? pageTarget();
    target?.focus({ preventScroll: back === null });
    // The title is written by RouteEffects in the same commit; announce it once it is there.
    const frame = requestAnimationFrame(() => setAnnouncement(document.title));
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, navigationType]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={VISUALLY_HIDDEN_CLASS} data-route-announcer>
      {announcement}
    </div>
  );
}

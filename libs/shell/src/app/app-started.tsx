import { useEffect } from 'react';

/**
 * The User Timing mark set once the app has taken over the page, hydrated or rendered (issue 15: a
 * page the server rendered is shown, and its links work, before that; its buttons and client-side
 * navigation from then on). Real-user monitoring can read it, and the e2e tests wait for it.
 */
export const APP_STARTED_MARK = 'portal:app-started';

/** Sets {@link APP_STARTED_MARK} after the app's first commit (once per page). */
export function AppStarted(): null {
  useEffect(() => {
    if (performance.getEntriesByName(APP_STARTED_MARK, 'mark').length === 0) performance.mark(APP_STARTED_MARK);
  }, []);
  return null;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberLatestPath } from '@portal/auth';
import { useCurrentHandle } from './route-handle';

/**
 * Spec §2 behaviours on every route change: the document title becomes the
 * route's label, and the location is remembered as `latestPath` (the auth lib
 * skips locations whose query carries a ticket or token).
 */
export function RouteEffects() {
  const location = useLocation();
  const label = useCurrentHandle()?.label;

  useEffect(() => {
    if (label) document.title = label;
  }, [label, location.key]);

  useEffect(() => {
    rememberLatestPath(location);
  }, [location]);

  return null;
}

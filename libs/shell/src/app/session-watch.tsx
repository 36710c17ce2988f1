import { Suspense, lazy } from 'react';
import { useAuth } from '@portal/auth';

const SessionExpiryWarning = lazy(() => import('./session-expiry-warning'));

interface Navigation {
  navigate(to: string, options?: { replace?: boolean }): void;
  currentPath(): string;
}

/** Issue 19 §Time: the session-expiry warning, whose code loads only for a signed-in visitor (issue 13 bytes). */
export function SessionWatch({ navigation }: { navigation: Navigation }) {
  const { state } = useAuth();
  return state ? (
    <Suspense fallback={null}>
      <SessionExpiryWarning navigation={navigation} />
    </Suspense>
  ) : null;
}

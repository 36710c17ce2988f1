import { Suspense, lazy } from 'react';
import { useAuth, type SessionNavigation } from '@portal/auth';
import { withLocaleReady } from '@portal/i18n';

// Its strings are a catalogue part of their own (issue 13): in English they arrive before it renders.
const SessionExpiryWarning = lazy(withLocaleReady(() => import('./session-expiry-warning')));

/** Issue 19 §Time: the session-expiry warning, whose code loads only for a signed-in visitor (issue 13 bytes). */
export function SessionWatch({ navigation }: { navigation: SessionNavigation }) {
  const { state } = useAuth();
  return state ? (
    <Suspense fallback={null}>
      <SessionExpiryWarning navigation={navigation} />
    </Suspense>
  ) : null;
}

import { NO_LOADING_HEADER } from '@portal/api-client';
import { clearAuthState, readAuthState } from './auth-state';
import { AUTH_TIMING } from './config';
import { browser, getFeedback } from './feedback';
import { getLogoutUrl } from './provider-urls';
import { authText } from './text';

/**
 * Spec §4: after clearing the auth state, one of
 * - `home`: full-page navigation to the site's own host + /home (spec §2);
 * - `provider`: open the provider logout address in a new tab; 500 ms later this tab loads the
 *   site's own /home (spec §2's destination after logout);
 * - `notice`: a dialog saying the user has signed out.
 */
export type LogoutMode = 'home' | 'provider' | 'notice';

export interface LogoutOptions {
  mode?: LogoutMode;
  showLoading?: boolean;
}

/**
 * The provider logout address with CAS's `service` (where the provider links back to after its
 * logout): the server's address has the site's own /home already; the built-in fallback of
 * spec §8 gets it here.
 */
function withReturnTo(url: string, home: string): string {
  if (/[?&]service=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}service=${encodeURIComponent(home)}`;
}

/**
 * Signs out: the session's token goes to GET /web/login/out, which ends the
 * session on the server and answers the provider logout address; the local
 * state is cleared before anything else so no failure leaves the user signed in.
 */
export async function logout({ mode = 'home', showLoading = false }: LogoutOptions = {}): Promise<void> {
  const token = readAuthState()?.token;
  clearAuthState();
  const headers: Record<string, string> = { [NO_LOADING_HEADER]: '1' };
  if (token) headers['User-Token'] = token;
  const home = `${browser.origin()}/home`;
  if (mode === 'provider') {
    const url = withReturnTo(await getLogoutUrl({ fresh: true, headers, showLoading }), home);
    browser.open(url);
    // Issue 21 §13e: spec §4's reload, to /home rather than the page the user was on: reloading a
    // workspace page signed out would end on the login chooser.
    setTimeout(() => browser.assign(home), AUTH_TIMING.reloadAfterLogoutMs);
    return;
  }
  if (token) {
    // Best effort: the address is not needed here, only the server-side revocation.
    await getLogoutUrl({ fresh: true, headers, showLoading }).catch(() => undefined);
  }
  if (mode === 'notice') {
    getFeedback().modal.info({
      title: authText.t('signedOut.title'),
      content: authText.t('signedOut.content'),
      okText: authText.t('signedOut.home'),
      onOk: () => browser.assign(home),
    });
    return;
  }
  browser.assign(home);
}

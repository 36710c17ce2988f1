export { STORAGE_KEYS, SESSION_QUERY_KEY } from './storage-keys';
export { rememberLatestPath, shouldRememberPath, type PathParts } from './latest-path';
export { readAuthState, writeAuthState, clearAuthState, isLoggedIn, subscribeAuthState, type AuthState } from './auth-state';
export { RequireAuth, loginPath, type RequireAuthProps } from './require-auth';
export { useAuth, useLogout, useSessionOwner } from './hooks';
export { safeRedirectPath } from './safe-redirect';
export { startLoginUuid, uuidIdOf } from './uuid';
export { getLogoutUrl, getRegisterUrl, LOADING_MODAL_WIDTH, type AddressOptions } from './provider-urls';
export { logout, type LogoutMode, type LogoutOptions } from './logout';
export { showLegalPersonOnly, LEGAL_PERSON_MODAL_WIDTH } from './legal-person';
export { authText, type AuthText } from './text';
export { expireSession, createSessionHandlers, type SessionNavigation } from './session';
export { rememberLoginKind, takeLoginKind, type LoginKind } from './temp-login-kind';
export { configureAuth, authConfig, providerLoginLink, configureCasServer, AUTH_TIMING, type AuthConfig } from './config';
export { setFeedback, getFeedback, deferredDialog, browser, type Feedback, type BrowserActions } from './feedback';
export {
  SESSION_WARNING_MS,
  keepSessionAlive,
  noteSessionActivity,
  noteSessionTimes,
  sessionDeadline,
  subscribeSessionClock,
  resetSessionClock,
  announceSessionEnding,
} from './session-clock';
export { authRoutes } from './auth-calls';

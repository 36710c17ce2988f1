export { STORAGE_KEYS } from './storage-keys';
export { rememberLatestPath, shouldRememberPath, type PathParts } from './latest-path';
export { readAuthState, isLoggedIn, type AuthState } from './auth-state';
export { RequireAuth, loginPath } from './require-auth';

/** Browser storage keys of spec §3. */
export const STORAGE_KEYS = {
  authState: 'AuthState',
  uuid: 'UUID',
  uuidId: 'UUID_ID',
  homeLogoutUrl: 'homeLogoutUrl',
  homeRegisterUrl: 'homeRegisterUrl',
  latestPath: 'latestPath',
  tpl: 'tpl',
  /** Spec §3: "a logout URL and a register URL, cached with an expiry" (time-limited entries). */
  logoutUrl: 'logoutUrl',
  registerUrl: 'registerUrl',
} as const;

/** The query of who the signed-in user is (GET /web/login/me), shared by the workspace and the password page. */
export const SESSION_QUERY_KEY = ['session', 'me'] as const;

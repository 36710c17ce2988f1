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

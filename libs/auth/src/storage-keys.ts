/** Browser storage keys of spec §3. */
export const STORAGE_KEYS = {
  authState: 'AuthState',
  uuid: 'UUID',
  uuidId: 'UUID_ID',
  homeLogoutUrl: 'homeLogoutUrl',
  homeRegisterUrl: 'homeRegisterUrl',
  latestPath: 'latestPath',
  tpl: 'tpl',
} as const;

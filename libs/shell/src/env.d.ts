interface ImportMetaEnv {
  /** The government CAS server for browser redirects (build-time; same value as the server's CAS_BASE_URL). */
  readonly VITE_CAS_BASE_URL?: string;
}

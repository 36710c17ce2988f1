interface ImportMetaEnv {
  /** The government CAS server for browser redirects (build-time; same value as the server's CAS_BASE_URL). */
  readonly VITE_CAS_BASE_URL?: string;
}

interface ImportMetaEnv {
  /** 'true' in the build of a site with every feature off (tools/vite-config): a static page, no portal app. */
  readonly PORTAL_STATIC_SITE?: string;
}

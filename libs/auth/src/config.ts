/**
 * Built-in provider addresses (spec §8: the fallbacks when the server's addresses
 * cannot be had). They point at the project's CAS-compatible provider mounted on
 * the portal's own origin; a deployment against the government SSO sets them with
 * configureAuth().
 */
export interface AuthConfig {
  providerLoginUrl: string;
  providerLogoutUrl: string;
  providerRegisterUrl: string;
}

const config: AuthConfig = {
  providerLoginUrl: '/cas/login',
  providerLogoutUrl: '/cas/logout',
  providerRegisterUrl: '/cas/register',
};

export function configureAuth(next: Partial<AuthConfig>): void {
  Object.assign(config, next);
}

export function authConfig(): Readonly<AuthConfig> {
  return config;
}

/** The provider's sign-in page for a service URL (CAS `login?service=`). */
export function providerLoginLink(service: string): string {
  const separator = config.providerLoginUrl.includes('?') ? '&' : '?';
  return `${config.providerLoginUrl}${separator}service=${encodeURIComponent(service)}`;
}

/** Points the provider addresses at a CAS server (e.g. the government SSO). */
export function configureCasServer(baseUrl: string): void {
  const base = baseUrl.replace(/\/+$/, '');
  configureAuth({ providerLoginUrl: `${base}/login`, providerLogoutUrl: `${base}/logout`, providerRegisterUrl: `${base}/register` });
}

/** Spec §9: logout and register addresses are cached for 60 000 ms; reload 500 ms after a provider logout. */
export const AUTH_TIMING = { addressCacheMs: 60_000, reloadAfterLogoutMs: 500 } as const;

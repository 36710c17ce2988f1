/** The route the government SSO sends the browser back to (architecture §5). */
export const LOGIN_RETURN_PATH = '/login';

/** The query of the login URL without the CAS `ticket` (and with nothing else changed). */
export function withoutTicket(search: string | URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete('ticket');
  return params;
}

/** `?a=b` or '' for an empty query. */
export function queryString(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The CAS `service` URL: `${origin}/login` plus the query without `ticket`.
 * The chooser sends it to the provider and the login page sends it back with the
 * ticket; both build it here because the provider validates the ticket only for
 * the exact same service string (architecture §5). Serialising through
 * URLSearchParams makes the round trip stable: the provider appends
 * `&ticket=…`, and parsing + re-serialising what came back yields the same text.
 */
export function loginServiceUrl(origin: string, search: string | URLSearchParams): string {
  return `${origin}${LOGIN_RETURN_PATH}${queryString(withoutTicket(search))}`;
}

/** The provider login address with `service` appended (the login URL may already carry a query). */
export function providerLoginHref(providerLoginUrl: string, service: string): string {
  const separator = providerLoginUrl.includes('?') ? '&' : '?';
  return `${providerLoginUrl}${separator}service=${encodeURIComponent(service)}`;
}

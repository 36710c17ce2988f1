import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are secrets: a CAS ticket (`/login?ticket=ST-…` on the site,
 * `/cas/serviceValidate?ticket=…`), proxy tickets, codes, tokens and passwords. Their values never
 * reach a log line (issue 12 §12).
 */
const SECRET_PARAM = /^(ticket|code|token|user-token|password|pgt|pgtid|pgtiou|secret|key|app-?key|app_key|x-app-key)$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).trim();
  } catch {
    return raw;
  }
}

/**
 * The request URL as it may be logged: the path as sent, the value of every secret query
 * parameter replaced by `[redacted]` (names are kept, so a log still says a ticket came).
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      return SECRET_PARAM.test(decodedName(name)) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** What a request log line says about the request: no headers (tokens, cookies), no secret parameters. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Fastify options for the request log: every request gets an id of the server's own (a client's
 * `X-Request-Id` could forge or collide with another request's lines), and the logged request
 * carries no secrets. The `logger` option given (false, or pino options) keeps its other settings.
 */
export function requestLogOptions(logger: FastifyServerOptions['logger']): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  const withSerializers = logger && typeof logger === 'object' ? { ...logger, serializers: { ...(logger.serializers ?? {}), req: requestSerializer } } : logger;
  return { logger: withSerializers ?? false, requestIdHeader: false, genReqId: () => randomUUID() };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_BASE_PATH, ok, type RouteDef } from '@portal/api-contract';
import type { User } from '@portal/server-db';
import { ERR } from '@portal/server-core';
import { routeAllows } from '@portal/server-identity';
import { RequestValidationError } from '../plugins/errors';
import { clientSignal } from './client-gone';

/*
 * The contract's schemas are zod/mini (issue 13: the browser's); they are checked here with classic
 * zod's functional parse/safeParse, so a failure is still a classic ZodError (errors.ts). zod/mini
 * loads no locale and the contract builds no classic schema any more, so the English messages of
 * checks without a message of their own (参数错误：… in errors.ts) are set here, not left to
 * whichever classic schema happens to be built first.
 */
z.config(z.locales.en());

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type QueryOf<R> = R extends RouteDef<infer Q, z.core.$ZodType | undefined, z.core.$ZodType> ? Output<Q> : never;
type BodyOf<R> = R extends RouteDef<z.core.$ZodType | undefined, infer B, z.core.$ZodType> ? Output<B> : never;
type ParamsOf<R> = R extends RouteDef<z.core.$ZodType | undefined, z.core.$ZodType | undefined, z.core.$ZodType, infer P> ? Output<P> : never;

export interface RouteContext<R extends RouteDef> {
  /** The path parameters, checked with the route's `params` schema. */
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The signed-in user, for routes that are not public. */
  user: R['access'] extends 'public' ? User | null : User;
  /** The User-Token of the request, when one was sent. */
  token: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Aborts (with `ClientGone`) when the client goes away before the answer (issue 16, decision
   * 0026). Give it to domain code as `DomainContext.signal`: `search({ ...domain, signal }, query)`.
   */
  signal: AbortSignal;
  /** Where the request came from, for the audit log (issue 17): `DomainContext.client`. */
  client: { ip: string };
}

/** Whether a text anywhere in the input holds U+0000 (PostgreSQL stores no such text; no field needs it). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * Input checked with a contract schema; a failure answers 400 in the envelope (errors.ts). A NUL
 * character is refused before the schema: the fuzzer's `reason: "\u0000"` reached PostgreSQL and
 * failed there (500) where SQLite stored it.
 */
export function parseInput<T extends z.core.$ZodType>(schema: T, input: unknown, where: 'params' | 'query' | 'body'): z.output<T> {
  if (holdsNul(input)) throw ERR.badRequest(`参数错误：${where} 含有不允许的空字符（U+0000）`);
  const result = z.safeParse(schema, input);
  if (!result.success) throw new RequestValidationError(result.error, where);
  return result.data;
}

export interface ContractRouteOptions {
  /** Route config (e.g. a rate limit of @fastify/rate-limit). */
  config?: Record<string, unknown>;
}

type Handler<R extends RouteDef> = (context: RouteContext<R>) => Promise<z.input<R['data']>>;

/**
 * Registers a route of the contract: input validated with the contract's schemas
 * (unknown fields refused), the caller authorised by the route's access on the
 * server, the result checked against the contract and wrapped in the envelope.
 */
export function contractRoute<R extends RouteDef>(app: FastifyInstance, route: R, handler: Handler<R>): void;
export function contractRoute<R extends RouteDef>(app: FastifyInstance, route: R, options: ContractRouteOptions, handler: Handler<R>): void;
export function contractRoute<R extends RouteDef>(app: FastifyInstance, route: R, ...rest: [Handler<R>] | [ContractRouteOptions, Handler<R>]): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  app.route({
    method: route.method,
    url: `${API_BASE_PATH}${route.path}`,
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => {
      const signal = clientSignal(request);
      // The session is resolved once per request (plugins/authentication.ts); public routes never ask.
      const user: User | null = route.access === 'public' ? null : await request.actor();
      if (!routeAllows(route.access, user)) throw ERR.forbidden();
      // Spec §7: every GET carries t (seconds); it is the client's cache buster, not input.
      const { t: _t, ...query } = (request.query ?? {}) as Record<string, unknown>;
      const context = {
        params: route.params ? parseInput(route.params, request.params ?? {}, 'params') : undefined,
        query: route.query ? parseInput(route.query, query, 'query') : undefined,
        body: route.body ? parseInput(route.body, request.body ?? {}, 'body') : undefined,
        user,
        token: request.userToken(),
        request,
        reply,
        signal,
        client: { ip: request.ip },
      } as RouteContext<R>;
      // A client gone meanwhile (the session's lookup) is not served; nor is one gone while the
      // handler worked: its answer is neither checked against the contract nor serialised.
      signal.throwIfAborted();
      const data = await handler(context);
      signal.throwIfAborted();
      return ok(z.parse(route.data, data));
    },
  });
}

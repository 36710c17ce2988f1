import type * as z from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route; the server enforces it (architecture §5).
 * - public: anyone;
 * - session: any signed-in user (a valid User-Token);
 * - admin / user / second: the role of the path group (spec §6).
 */
export type RouteAccess = 'public' | 'session' | 'admin' | 'user' | 'second';

/**
 * One call of the API: what the server registers and the client calls. The schemas are zod/mini
 * (the browser's, issue 13); the constraints name the core type both zod/mini and classic zod share,
 * so callers validate with the functional `parse`/`safeParse` of either.
 */
export interface RouteDef<
  Query extends z.$ZodType | undefined = z.$ZodType | undefined,
  Body extends z.$ZodType | undefined = z.$ZodType | undefined,
  Data extends z.$ZodType = z.$ZodType,
  Params extends z.$ZodType | undefined = z.$ZodType | undefined,
> {
  method: HttpMethod;
  /** Path below the base path, e.g. `/web/login/uuid`. */
  path: string;
  /** One line for the API docs. */
  summary: string;
  access: RouteAccess;
  /** Path parameters (`:name` segments of `path`), when it has any. */
  params?: Params;
  query?: Query;
  body?: Body;
  /** Schema of `data` in a successful envelope. */
  data: Data;
  /** Spec §8: failures of this call show no toast (the caller reports them). */
  quiet?: boolean;
}

export function defineRoute<
  Query extends z.$ZodType | undefined = undefined,
  Body extends z.$ZodType | undefined = undefined,
  Data extends z.$ZodType = z.$ZodType,
  Params extends z.$ZodType | undefined = undefined,
>(route: RouteDef<Query, Body, Data, Params>): RouteDef<Query, Body, Data, Params> {
  return route;
}

export type RouteQuery<R> = R extends RouteDef<infer Q, z.$ZodType | undefined, z.$ZodType> ? (Q extends z.$ZodType ? z.input<Q> : undefined) : never;
export type RouteBody<R> = R extends RouteDef<z.$ZodType | undefined, infer B, z.$ZodType> ? (B extends z.$ZodType ? z.input<B> : undefined) : never;
export type RouteData<R> = R extends RouteDef<z.$ZodType | undefined, z.$ZodType | undefined, infer D> ? z.output<D> : never;

/**
 * Spec §8: no toast for the entry-config status/update/delete and file-list paths.
 * Their routes land with the workspace issue; the client already knows their paths.
 */
export const QUIET_PATHS: readonly string[] = [
  '/primary/entry-config/status',
  '/primary/entry-config/update',
  '/primary/entry-config/delete',
  '/second/entry/file-list',
];

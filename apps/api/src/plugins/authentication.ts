import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, API_BASE_PATH } from '@portal/api-contract';
import { ERR } from '@portal/server-core';
import type { User } from '@portal/server-db';

/**
 * What an account that must change its temporary password (issue 17) may still call: who it is,
 * the change itself. Everything else answers 403 with its own code until then (fail closed).
 */
const WHILE_PASSWORD_TEMPORARY = new Set([API.auth.me.path, API.auth.modifyPassword.path, API.auth.keepAlive.path].map((path) => `${API_BASE_PATH}${path}`));

declare module 'fastify' {
  interface FastifyRequest {
    /** The User-Token header of the request, when one was sent (spec §8). */
    userToken(): string | undefined;
    /**
     * The signed-in account of the request: its session is looked up once, on first ask, and the
     * answer (or the 401 error) is kept for the rest of the request. Public routes never ask.
     */
    actor(): Promise<User>;
  }
}

/**
 * Authentication, once per request (issue 14): applied to the root instance, so every route
 * plugin's handlers read `request.actor()` instead of being handed an authenticate function.
 */
export function authentication(app: FastifyInstance, authenticate: (token: string | undefined) => Promise<User>) {
  const resolved = new WeakMap<FastifyRequest, Promise<User>>();
  app.decorateRequest('userToken', function userToken(this: FastifyRequest) {
    const header = this.headers['user-token'];
    return typeof header === 'string' && header !== '' ? header : undefined;
  });
  app.decorateRequest('actor', function actor(this: FastifyRequest) {
    let session = resolved.get(this);
    if (!session) {
      session = authenticate(this.userToken()).then((user) => {
        if (user.must_change_password === 1 && !WHILE_PASSWORD_TEMPORARY.has(this.routeOptions.url ?? '')) throw ERR.passwordChangeRequired();
        return user;
      });
      resolved.set(this, session);
    }
    return session;
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@portal/server-db';

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
      session = authenticate(this.userToken());
      resolved.set(this, session);
    }
    return session;
  });
}

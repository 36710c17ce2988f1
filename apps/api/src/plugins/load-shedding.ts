import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_BASE_PATH } from '@portal/api-contract';
import { ClientGone } from '@portal/server-core';
import { clientSignal, watchClient } from '../http/client-gone';

export interface LoadSheddingOptions {
  /** Event-loop lag (ms) beyond which requests are shed; 0: no shedding on lag. */
  maxEventLoopDelayMs: number;
  /** Requests served at once; more are shed with 503. */
  maxInFlight: number;
  /** Replaceable for tests: false puts the server under pressure (as an overloaded event loop does). */
  pressureCheck?: (() => boolean) | undefined;
}

/** The answer of a shed request (issue 12 §11): at once, and worth a retry in a second. */
function shed(reply: FastifyReply) {
  return reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').send({ code: 5030, msg: '服务繁忙，请稍后再试', data: null });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being served now, as the in-flight limit counts them (tests, diagnostics). */
    requestsInFlight(): number;
  }
}

/** Load shedding and dropping requests whose clients left (issue 12 §11, issue 16). */
export async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  const { pressureCheck } = options;
  // Issue 12 §11: load shedding. A saturated event loop (synchronous SQLite work, 1,000 clients)
  // never lets many requests be "in flight" at once: they wait in the accept queue instead, past
  // their clients' patience. When the loop lags by more than MAX_EVENT_LOOP_DELAY_MS (500 ms),
  // requests are answered 503 at once, which costs nothing, until it catches up (soak:
  // bench/results/soak.json).
  await app.register(underPressure, {
    // 0 (tests that do not ask for it, the e2e server): no shedding on lag.
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: 100,
    ...(pressureCheck ? { healthCheck: async () => pressureCheck(), healthCheckInterval: 20 } : {}),
    exposeStatusRoute: false,
    pressureHandler: (_request, reply) => {
      void shed(reply);
    },
  });

  // At most maxInFlight requests are served at once; the next ones get 503 at once (with
  // Retry-After) instead of queueing for seconds. A request's slot comes back when its answer is
  // sent or its client goes, whichever is first; a gone client also aborts the request's signal
  // (http/client-gone.ts), so its work stops at its next step (issue 16, decision 0026).
  const { maxInFlight } = options;
  let inFlight = 0;
  app.decorate('requestsInFlight', () => inFlight);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${API_BASE_PATH}/health`)) {
      watchClient(request, reply);
      return undefined;
    }
    if (inFlight >= maxInFlight) return shed(reply);
    inFlight += 1;
    let done = false;
    watchClient(request, reply, () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    });
    return undefined;
  });
  app.addHook('preHandler', async (request) => {
    // The client left while this request waited (its body, the session): nobody will read the
    // answer, so the handler does not run. The error is the signal's reason (ClientGone, 499); a
    // socket destroyed whose `close` has not been delivered yet counts as gone too.
    clientSignal(request).throwIfAborted();
    if (request.raw.socket?.destroyed) throw new ClientGone();
  });
}

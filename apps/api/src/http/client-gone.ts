import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientGone } from '@portal/server-core';

/*
 * Issue 16 (decision 0026): a request whose client has gone stops its work. Fastify's own
 * `request.signal` will not do: it aborts on the raw request's `close`, which Node 20 also emits as
 * soon as a request body has been read, so every POST would look abandoned mid-handler. The client
 * is gone when the response closes before it finished (`writableFinished`), which is what is
 * watched here.
 */

const signals = new WeakMap<FastifyRequest, AbortSignal>();

/** The signal of a request nobody watches (never aborts). */
const STAYING = new AbortController().signal;

/**
 * Starts watching whether the client of a request goes away before its answer is sent. `settled`
 * is called once, when the response finished or the client went (whichever comes first). A gone
 * client aborts the request's signal with `ClientGone` and leaves one line in the request log (as
 * a 499, at info level, like "request completed"): nothing else logs an abandoned request.
 */
export function watchClient(request: FastifyRequest, reply: FastifyReply, settled: () => void = () => undefined): AbortSignal {
  const controller = new AbortController();
  signals.set(request, controller.signal);
  const response = reply.raw;
  const gone = () => {
    settled();
    request.log.info({ res: { statusCode: 499 }, responseTime: reply.elapsedTime }, 'client gone before the answer');
    controller.abort(new ClientGone());
  };
  // The connection was closed before this hook ran: its `close` will not come again.
  if (response.destroyed || request.raw.socket?.destroyed) {
    gone();
    return controller.signal;
  }
  const onFinish = () => {
    response.off('close', onClose);
    settled();
  };
  const onClose = () => {
    response.off('finish', onFinish);
    if (response.writableFinished) settled();
    else gone();
  };
  response.once('finish', onFinish);
  response.once('close', onClose);
  return controller.signal;
}

/**
 * The signal of a request: aborts (with `ClientGone`) when its client goes away before the answer.
 * Requests the load-shedding hook did not see (none reach a handler) get one that never aborts.
 */
export function clientSignal(request: FastifyRequest): AbortSignal {
  return signals.get(request) ?? STAYING;
}

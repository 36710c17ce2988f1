import type { FastifyInstance } from 'fastify';

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * Development tools answer only clients on this machine (issue 12 §5): a request from any other
 * address gets a plain 404, as if the tool were not there. The socket's address counts, never a
 * forwarded header.
 */
export function loopbackOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('404 页面不存在');
    }
    return undefined;
  });
}

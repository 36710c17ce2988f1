import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '@portal/server-core';
import { errorEnvelope } from './errors';
import { openApiDocs } from './openapi';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * The external plugins every answer goes through: security headers and CSP, compression, rate
 * limits (per route, counted in the database), cookies, multipart uploads, the error envelope and
 * the OpenAPI docs.
 */
export async function externalPlugins(app: FastifyInstance, { db, now }: Pick<DomainContext, 'db' | 'now'>): Promise<void> {
  await app.register(helmet, {
    // architecture §9: strict CSP, no inline script or style (issue 13). antd's styles are a static
    // stylesheet; the few <style> elements added at run time carry the page's nonce (web-apps.ts).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Issue 13 §Bytes: answers of 1 KB or more (API JSON, the dev CAS pages, the OpenAPI document) are
  // compressed on the fly, br or gzip as Accept-Encoding prefers, with `Vary: Accept-Encoding`.
  // Registered before any route: it hooks each route as it is added. The site apps' files are not
  // touched here: the build compressed them (web-apps.ts turns this off on its route), and an answer
  // that already has a Content-Encoding is passed through anyway.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Text only. The default list also takes application/octet-stream, so uploaded files sent back
    // (already-compressed PDFs, Office files, archives, images) would be compressed for nothing.
    // Types not matched here still count when mime-db calls them compressible (e.g. font/ttf).
    customTypes: /^(?:text\/(?!event-stream)|image\/svg\+xml|application\/(?:javascript|(?:[\w.-]+\+)?(?:json|xml))(?:;|$))/,
    // Only answers: request bodies stay as sent (a compressed body is not inflated, so no zip bombs).
    globalDecompression: false,
  });
  // Issue 20: every route's limit is counted in the database, shared by all nodes; a database that
  // cannot count fails the request (503, 5032) rather than letting it through uncounted.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, now), skipOnError: false });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5, fields: 20 } });
  // Applied to the root instance (not registered), so every plugin's routes answer with the envelope.
  errorEnvelope(app);
  await app.register(openApiDocs);
}

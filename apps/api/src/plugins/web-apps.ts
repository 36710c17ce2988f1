import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { API_BASE_PATH as API_PREFIX } from '@portal/api-contract';
import type { SiteIdentity } from '@portal/site-config';

export interface WebAppsOptions {
  webRoot: string;
  /** The site the request's host names (the app's host check has already refused other hosts). */
  siteOf(request: FastifyRequest): SiteIdentity;
}

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves each site's built web app on its own host. Hashed assets are cached for
 * a year; index.html never, so a deploy is picked up on the next navigation.
 * Unknown paths without a file extension get the app's index.html (client-side
 * routing); unknown files are 404s.
 *
 * Issue 13 §Bytes: the build writes `<file>.br` and `<file>.gz` next to every text file of 1 KB or
 * more (tools/vite-config precompress.ts), index.html included. `preCompressed` makes sendFile send
 * the variant the client's Accept-Encoding prefers (br, then gzip; `*` counts as gzip), with the
 * original's Content-Type, `Content-Encoding`, and the variant's own length, ETag and byte ranges; a
 * file without variants, or a client that accepts neither, gets the original. Nothing here is
 * compressed on the fly (`compress: false`): what the build did not compress is too small or does
 * not shrink. @fastify/static does not set Vary, so the route does, on every answer.
 */
export async function webApps(app: FastifyInstance, { webRoot, siteOf }: WebAppsOptions) {
  await app.register(fastifyStatic, { root: webRoot, serve: false, preCompressed: true });

  app.get('/*', { compress: false }, async (request, reply) => {
    const site = siteOf(request);
    const siteRoot = join(webRoot, site.code);
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
    if (!existsSync(join(siteRoot, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`${site.nameZh}尚未构建：请先运行 npm start（或 npx nx run ${site.code}:build）。`);
    }
    reply.header('vary', 'accept-encoding');
    const file = normalize(join(siteRoot, pathname));
    const insideSite = file.startsWith(siteRoot + sep);
    if (insideSite && pathname !== '/' && existsSync(file) && statSync(file).isFile() && !pathname.endsWith('/index.html')) {
      const relative = file.slice(siteRoot.length + 1);
      reply.header('cache-control', HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      return reply.sendFile(relative, siteRoot, { cacheControl: false });
    }
    if (extname(pathname) !== '') return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', siteRoot, { cacheControl: false });
  });
}

import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, API_BASE_PATH, APP_KEY_HEADER, RESOURCE_DOWNLOAD_PATH, resourceDownloadQuerySchema } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { recordsPage, resourceDelivery, resourceDownload, resourcePreview } from '@portal/server-delivery';
import { recordResourceDownload, type UsageCounter } from '@portal/server-analytics';
import { contractRoute, parseInput } from '../http/contract-route';

export interface DeliveryRoutesOptions extends DomainContext {
  /** Open API calls per client address and minute. */
  openApiRatePerMinute: number;
  /** File downloads per client address and minute. */
  downloadRatePerMinute: number;
  counter: UsageCounter;
  siteCodeOf: (request: FastifyRequest) => string;
}

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

/**
 * Data delivery (issue 22): what a resource offers, the preview, the files (streamed as they are
 * produced, one batch of rows in memory) and the open API's records.
 */
export async function deliveryRoutes(app: FastifyInstance, options: DeliveryRoutesOptions) {
  const { counter, siteCodeOf } = options;
  const domain: DomainContext = { db: options.db, now: options.now };
  contractRoute(app, API.delivery.delivery, async ({ query }) => resourceDelivery(domain, query.id));
  contractRoute(app, API.delivery.preview, async ({ query }) => resourcePreview(domain, query.id));
  contractRoute(app, API.delivery.records, perMinute(options.openApiRatePerMinute), async ({ params, query, request, signal }) => {
    const key = request.headers[APP_KEY_HEADER.toLowerCase()];
    return recordsPage({ ...domain, signal }, params.code, query, typeof key === 'string' && key ? key : undefined);
  });

  // GET <base>/web/data-resource/download?id=…&format=…: the file, as an attachment. It counts on the
  // resource's page: the pages rendered before it are dropped (issue 15 §Caching).
  const download = { config: { ...perMinute(options.downloadRatePerMinute).config, changesRenderedPages: true } };
  app.get(`${API_BASE_PATH}${RESOURCE_DOWNLOAD_PATH}`, download, async (request, reply) => {
    const { t: _t, ...asked } = (request.query ?? {}) as Record<string, unknown>;
    const { id, format } = parseInput(resourceDownloadQuerySchema, asked, 'query');
    const file = await resourceDownload(domain, id, format);
    recordResourceDownload(counter, siteCodeOf(request), id, format);
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(file.chunks, { objectMode: false }));
  });
}

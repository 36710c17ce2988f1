import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, data, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { createApiClient, createQueryClient, isApiError, resolveApiClientWith, type ApiClient } from '@portal/api-client';
import { RESULT_CODE } from '@portal/api-contract';
import { paths, type SiteConfig } from '@portal/site-config';
import { RenderedTitleProvider, setRichTextWindow, type EnsureQuery, type RenderedTitle } from '@portal/ui-kit';
import { createPendingCounter } from '@portal/util';
import { PortalProviders } from '../app/portal-providers';
import { createPortalRouting } from '../routing/routes';
import { documentTitle } from '../routing/document-title';
import { pageHead } from './page-head';
import { createStaticPageRenderer } from './render-static-page';
import { scriptSafeJson } from './script-json';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';

/** What the server asks to render: one public page of this site, read anonymously. */
export interface RenderRequest {
  /** The page's absolute URL on the site's own origin (`http://nj.example/home?x=1`). */
  url: string;
  /** Answers the page's API calls in process (the server's `inject`), with the site's host. */
  fetch: typeof fetch;
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** The page cannot be rendered here (a call failed): the server sends the app's own page instead. */
  | { kind: 'client-only'; reason: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of `#root`. */
      html: string;
      /** The document title, as the browser writes it once the page is there (issue 21 §11). */
      title: string;
      /** Issue 15 §Findable: the page's description (`<meta name="description">`, in place of the site's). */
      description: string;
      /** Issue 15 §Findable: the canonical address, Open Graph tags and JSON-LD blocks, for the head. */
      headTags: string;
      /** The state the browser hydrates from, as the `<script type="application/json">` that carries it. */
      stateScript: string;
    };

/**
 * What the server gives the renderer once (the renderer is browser code, without Node's modules):
 * an async context to find each render's own API client in (renders run at once), and a DOM
 * window to clean rich text in.
 */
export interface RenderHost {
  clients: { run<T>(client: ApiClient, render: () => T): T; getStore(): ApiClient | undefined };
  richTextWindow: Window;
}

let installed: RenderHost | undefined;

function install(given: RenderHost): void {
  installed = given;
  resolveApiClientWith(() => {
    const client = given.clients.getStore();
    if (!client) throw new Error('api called outside a server render');
    return client;
  });
  // Rich text is cleaned here by the browser's DOMPurify rules, in the server's DOM window.
  setRichTextWindow(given.richTextWindow);
}

/** A data call that failed for another reason than a missing item: the render is given up. */
class RenderAbandoned extends Error {}

/** Renders nothing: holds the place of the browser's ClientBridge and SessionWatch, so useId matches. */
function Placeholder() {
  return null;
}

/**
 * Issue 15: a site's public pages rendered on the server. The same routes and loaders as the
 * browser (createPortalRouting); their API calls go through `fetch`, which the server answers in
 * process. A missing item (4011) is the route's 404; any other failure gives the render up.
 */
export function createPageRenderer(site: SiteConfig) {
  // A city site with every feature off has one kind of page, drawn without the portal's routes (its
  // build says so, so the bundle leaves the portal's routes out; a bundle made otherwise asks the site).
  if (import.meta.env.PORTAL_STATIC_SITE === 'true' || site.features.length === 0) return createStaticPageRenderer(site);
  async function render({ url, fetch, signal }: RenderRequest): Promise<RenderResult> {
    if (!installed) throw new Error('the renderer was not installed (install({ clients, richTextWindow }))');
    const { clients: renderClients } = installed;
    const renderedAt = Date.now();
    const origin = new URL(url).origin;
    const pending = createPendingCounter();
    // Anonymous and silent: nothing is reported to a user; a failure decides the answer instead.
    const client = createApiClient({ origin, fetch, pending });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const ensure: EnsureQuery = (options, how) =>
      queryClient.ensureQueryData(options).then(
        (loaded) => loaded,
        (error: unknown) => {
          // A part that shows its own failure is left to the browser (the failed query is not sent).
          if (how?.optional) return null;
          if (isApiError(error) && error.code === RESULT_CODE.NOT_FOUND) throw data(null, { status: 404 });
          throw new RenderAbandoned(error instanceof Error ? error.message : String(error));
        },
      );
    const { routes } = createPortalRouting(site, { queryClient, ensure });
    const handler = createStaticHandler(routes);
    const context = await renderClients.run(client, () => handler.query(new Request(url, signal ? { signal } : {})));
    if (context instanceof Response) return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    const abandoned = Object.values(context.errors ?? {}).find((error) => error instanceof RenderAbandoned);
    if (abandoned) return { kind: 'client-only', reason: (abandoned as Error).message };

    const router = createStaticRouter(handler.dataRoutes, context);
    const title: RenderedTitle = {};
    // An error under a Suspense boundary would leave it to the browser with an inline script (which
    // the CSP blocks) and a hydration error: a page with one is given up whole instead.
    const renderErrors: unknown[] = [];
    const { prelude } = await renderClients.run(client, () =>
      prerender(
        <StrictMode>
          <RenderedTitleProvider value={title}>
            <PortalProviders
              site={site}
              queryClient={queryClient}
              pending={pending}
              prefetch={noPrefetch}
              staticStyles
              host={new URL(url)}
              renderedAt={renderedAt}
            >
              <Placeholder />
              <Placeholder />
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PortalProviders>
          </RenderedTitleProvider>
        </StrictMode>,
        {
          ...(signal ? { signal } : {}),
          onError: (error: unknown) => void renderErrors.push(error),
          // Every boundary inline, in order: an outlined one is placed by an inline script (the CSP blocks it).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      ),
    );
    if (renderErrors.length > 0) {
      const [first] = renderErrors;
      return { kind: 'client-only', reason: first instanceof Error ? (first.stack ?? first.message) : String(first) };
    }
    const html = await new Response(prelude).text();
    const state: ServerState = { queries: dehydrate(queryClient), router: routerState(context), renderedAt };
    const status = statusOf(context);
    const siteName = title.route?.site ?? site.nameZh;
    // A missing item shows the 404 page in the detail's place: titled as that page.
    const documentName = missingItem(context)
      ? documentTitle({ label: paths.notFound.label, site: siteName })
      : documentTitle({ label: title.route?.label, section: title.route?.section, item: title.item, site: siteName });
    const { description, tags } = pageHead({
      url,
      title: documentName,
      siteName,
      siteDescription: `${site.nameZh}（${site.nameEn}）`,
      head: title.head,
      missing: status === 404,
    });
    return {
      kind: 'page',
      status,
      html,
      title: documentName,
      description,
      headTags: tags,
      stateScript: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`,
    };
  }
  return { install, render };
}

const noPrefetch = () => undefined;

function missingItem(context: StaticHandlerContext): boolean {
  return Object.values(context.errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === 404);
}

function statusOf(context: StaticHandlerContext): number {
  const leaf = context.matches[context.matches.length - 1];
  return leaf?.route.path === '*' ? 404 : context.statusCode;
}

/** What `createBrowserRouter({ hydrationData })` takes: the loaders' results (null) and the route errors. */
function routerState(context: StaticHandlerContext): ServerState['router'] {
  return { loaderData: context.loaderData, errors: context.errors };
}

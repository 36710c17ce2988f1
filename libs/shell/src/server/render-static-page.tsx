import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { DEFAULT_LOCALE } from '@portal/i18n';
import { paths, type SiteConfig } from '@portal/site-config';
import { PageHostProvider, ReadingModeProvider, uiText } from '@portal/ui-kit';
import { StaticPage, staticPageOf, staticTitle } from '../static-site/static-site';
import type { RenderRequest, RenderResult } from './render-page';

/**
 * Issue 15: a static city site's pages (every feature off: each says the service is not open yet)
 * rendered on the server, as the browser's mountStaticSite draws them; it takes them over in place.
 * No data, no router: the page is its path. Never indexed (the server says so for the whole host).
 */
export function createStaticPageRenderer(site: SiteConfig) {
  async function render({ url, signal }: RenderRequest): Promise<RenderResult> {
    const page = new URL(url);
    if (page.pathname === '/') return { kind: 'redirect', status: 302, location: paths.home.href() };
    const shown = staticPageOf(page.pathname, uiText.t, DEFAULT_LOCALE);
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <ReadingModeProvider>
          <PageHostProvider value={{ protocol: page.protocol, host: page.host }}>
            <StaticPage site={site} pathname={page.pathname} />
          </PageHostProvider>
        </ReadingModeProvider>
      </StrictMode>,
      { ...(signal ? { signal } : {}), onError: (error: unknown) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    if (errors.length > 0) return { kind: 'client-only', reason: String(errors[0]) };
    const title = staticTitle(site, shown, uiText.t, DEFAULT_LOCALE);
    return {
      kind: 'page',
      // As on the portal: the /404 route itself answers 200 (never indexed); an unknown path 404.
      status: shown.kind === 'notFound' && page.pathname !== paths.notFound.path ? 404 : 200,
      html: await new Response(prelude).text(),
      title,
      description: `${title}：${uiText.t('status.unavailableTitle')}`,
      headTags: '<meta name="robots" content="noindex">',
      stateScript: '',
    };
  }
  // Nothing to install: the page calls no API and shows no rich text.
  return { install: () => undefined, render };
}

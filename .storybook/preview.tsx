import type { Decorator, Preview } from '@storybook/react-vite';
// Issue 13: the static antd stylesheet of the provincial theme (.storybook/main.ts serves it).
import 'virtual:antd-static.css';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, type MemoryRouterProps } from 'react-router-dom';
import { SITE_DIRECTORY, type SiteConfig } from '@portal/site-config';
import { SiteProviders } from '@portal/ui-kit';
import { createQueryClient } from '@portal/api-client';
import cz from '@portal/site-cz';
import ha from '@portal/site-ha';
import lyg from '@portal/site-lyg';
import nj from '@portal/site-nj';
import nt from '@portal/site-nt';
import portal from '@portal/site-portal';
import sq from '@portal/site-sq';
import sz from '@portal/site-sz';
import tz from '@portal/site-tz';
import wx from '@portal/site-wx';
import xz from '@portal/site-xz';
import yc from '@portal/site-yc';
import yz from '@portal/site-yz';
import zj from '@portal/site-zj';

/** Every site record, by code. A site added to the directory must be imported here too. */
const SITES: Readonly<Record<string, SiteConfig>> = Object.fromEntries(
  [portal, nj, wx, xz, cz, sz, nt, lyg, ha, yc, yz, zj, tz, sq].map((site) => [site.code, site]),
);

const missing = SITE_DIRECTORY.filter((identity) => !SITES[identity.code]).map((identity) => identity.code);
if (missing.length > 0) {
  console.warn(`.storybook/preview.tsx: no site record imported for ${missing.join(', ')}; add the @portal/site-<code> import.`);
}

/**
 * `parameters.router`: omitted → the story renders in a MemoryRouter at `/home`;
 * an object → MemoryRouter props (e.g. `{ initialEntries: ['/dataProduct'] }`);
 * `false` → no router, for stories that render without one or supply their own.
 */
export type RouterParameter = false | Pick<MemoryRouterProps, 'initialEntries' | 'initialIndex'>;

const DEFAULT_ROUTER: Exclude<RouterParameter, false> = { initialEntries: ['/home'] };

const withSite: Decorator = (Story, context) => {
  const site = SITES[String(context.globals['site'])] ?? portal;
  const router = context.parameters['router'] as RouterParameter | undefined;
  const story = (
    <SiteProviders site={site}>
      <Story />
    </SiteProviders>
  );
  if (router === false) return story;
  return <MemoryRouter {...(router ?? DEFAULT_ROUTER)}>{story}</MemoryRouter>;
};

/**
 * Stories that call the API get their answers from msw (`parameters.msw.handlers`,
 * served by the worker in .storybook/public). Calls without a handler pass through
 * and fail, which shows as the story's error state.
 *
 * The worker starts here (once, on the first story that needs it; msw-storybook-addon 3
 * no longer offers a loader for this) and each story's handlers are installed before
 * it renders and removed after.
 */
let worker: Promise<SetupWorker> | undefined;
const startWorker = () =>
  (worker ??= (async () => {
    const instance = setupWorker();
    await instance.start({ quiet: true, onUnhandledRequest: 'bypass' });
    return instance;
  })());

const withMswHandlers: NonNullable<Preview['beforeEach']> = async ({ parameters }) => {
  const handlers = (parameters['msw'] as { handlers?: RequestHandler[] } | undefined)?.handlers ?? [];
  if (handlers.length === 0) return undefined;
  const instance = await startWorker();
  instance.use(...handlers);
  return () => instance.resetHandlers();
};

/** A fresh QueryClient per story (no retries), so a story's loading, empty and error states do not leak. */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Infinity } });
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withQueryClient: Decorator = (Story) => (
  <StoryQueryClient>
    <Story />
  </StoryQueryClient>
);

const preview: Preview = {
  decorators: [withQueryClient, withSite],
  beforeEach: withMswHandlers,
  globalTypes: {
    site: {
      name: '站点',
      description: '站点主题（品牌色与站点信息）',
      toolbar: {
        title: '站点',
        icon: 'globe',
        dynamicTitle: true,
        items: SITE_DIRECTORY.filter((identity) => SITES[identity.code]).map((identity) => ({
          value: identity.code,
          title: identity.regionZh,
          right: identity.code,
        })),
      },
    },
  },
  initialGlobals: { site: 'portal' },
  parameters: {
    // Any axe violation fails the story test (Vitest addon) and shows as failed in the UI.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;

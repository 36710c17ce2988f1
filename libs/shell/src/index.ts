export { createPortalApp, type PortalApp, type PortalAppOptions } from './app/create-portal-app';
export { PortalProviders, type PortalProvidersProps } from './app/portal-providers';
export { createPortalRoutes, navigationEnsure, type PortalRouteOptions, type PageModule } from './routing/routes';
export { createRoutePrefetcher, prefetchEnsure } from './routing/prefetcher';
export { ChunkLoadError, isChunkLoadError, loadChunk } from './routing/chunk-errors';
export { PUBLIC_PAGES, WORKSPACE_PAGES, PUBLIC_ROUTES, WORKSPACE_ROUTES, type PlacedRoute } from './routing/route-registry';
export type { RouteHandle } from './routing/route-handle';

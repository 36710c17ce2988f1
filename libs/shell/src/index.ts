export { createPortalApp, type PortalApp, type PortalAppOptions } from './app/create-portal-app';
export { PortalProviders, type PortalProvidersProps } from './app/portal-providers';
export { createPortalRoutes, createPortalRouting, navigationEnsure, type PortalRouteOptions, type PageModule } from './routing/routes';
export { createRoutePrefetcher, prefetchEnsure } from './routing/prefetcher';
export { ChunkLoadError, isChunkLoadError, loadChunk } from './routing/chunk-errors';
export { PUBLIC_PAGES, PUBLIC_ROUTES, type PlacedRoute } from './routing/route-registry';
export { WORKSPACE_PAGES, WORKSPACE_ROUTES } from './routing/workspace-registry';
export type { RouteHandle } from './routing/route-handle';

export { createPortalApp, type PortalApp, type PortalAppOptions } from './app/create-portal-app';
export { PortalProviders, type PortalProvidersProps } from './app/portal-providers';
export { createPortalRoutes, type PortalRouteOptions, type PageModule } from './routing/routes';
export { createRoutePrefetcher } from './routing/prefetcher';
export { ChunkLoadError, isChunkLoadError, loadChunk } from './routing/chunk-errors';
export { PUBLIC_PAGES, WORKSPACE_PAGES, type PageSpec } from './routing/route-table';
export type { RouteHandle } from './routing/route-handle';

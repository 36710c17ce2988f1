/**
 * The data-resource pages, a separate entry (`@portal/feature-data-resource/pages`)
 * so the shell loads them lazily: /dataResource and /dataResource/detail/:id.
 */
export { ResourceListPage } from './pages/resource-list-page';
export { ResourceDetailPage } from './pages/resource-detail-page';

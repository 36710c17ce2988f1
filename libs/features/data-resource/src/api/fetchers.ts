// The feature's calls, loaded by its query factory when a query runs (issue 13).
export { getDelivery } from './get-delivery';
export { getOptions } from './get-options';
export { getPreview } from './get-preview';
export { getResource } from './get-resource';
export { getResources } from './get-resources';

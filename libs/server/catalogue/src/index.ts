/** The catalogue (issue 5): data resources and data products, public lists with facets and details. */
export { catalogueOptions, CATALOGUE_METRICS, featuredResources, featuredProducts, type CatalogueMetric, type FeaturedItem } from './catalogue.repository';
export { listResources, findResource, parseFieldSchema, resourceSitemapSource } from './resources.repository';
export { listProducts, findProduct, productSitemapSource } from './products.repository';
export { resourceDetail, productDetail } from './catalogue.service';

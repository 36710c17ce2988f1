/** The portal search (issue 5): the index over resources, products, news and policies, and the search itself. */
export { createSearchIndex, rebuildSearchIndex, type SearchIndex } from './search-index';
export { matchingIds, searchDocuments, recordSearchMiss, type SearchOptions } from './search-index.query';
export { upsertDocuments, removeDocuments } from './search-index.write';
export {
  newsDocument,
  policyDocument,
  SEARCH_DOCUMENT_TYPES,
  type SearchDocument,
  type SearchDocumentType,
  type SearchResult,
  type SearchRow,
} from './search-document';
export { planQuery, indexTokens, segmentWords, type QueryPlan } from './tokens';
export { search } from './search.service';

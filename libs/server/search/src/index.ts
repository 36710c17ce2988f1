/** The portal search (issues 5, 16): the index over resources, products, news and policies, and the search itself. */
export { createSearchIndex, rebuildSearchIndex, type SearchIndex } from './search-index';
export { keywordMatches, searchDocuments, recordSearchMiss, type KeywordMatches, type SearchOptions } from './search-index.query';
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
export { indexTokens, segmentWords } from './tokens';
export { planQuery, type QueryPlan } from './query-plan';
export { createLexicon, lexiconOf } from './lexicon';
export { search } from './search.service';
export {
  dictionaryPage,
  dictionaryGroups,
  findDictionaryGroup,
  insertDictionaryGroup,
  updateDictionaryGroup,
  deleteDictionaryGroup,
  topSearchMisses,
  searchWithLexicon,
  type StoredGroup,
} from './dictionary.repository';

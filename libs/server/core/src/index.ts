export { HttpError, ERR, ClientGone } from './errors';
export { containsPattern, columnContains, iso, isoOrNull, countOf, groupCounts } from './sql';
export { sanitizeRichText, richTextToPlain, plainTextOf } from './rich-text';
export { facetedList, fixedBuckets, yearBuckets, pageWindow, type Paging, type ListSummary } from './faceted-list';
export type { DomainContext } from './context';
export { contentGeneration, bumpContentGeneration, createContentCache, PUBLIC_CONTENT, type ContentCache } from './content-cache';
export { countHit, sweepEndedHits, HIT_SWEEP_INTERVAL_MS, type CountedHit } from './hit-counter';
export { exclusiveTransaction } from './exclusive';
export { REVIEW_CONFLICT, reviewTransition, transitionRecord, checkReviewVersion, type Reviewed, type ReviewStep, type ReviewStore } from './review-workflow';

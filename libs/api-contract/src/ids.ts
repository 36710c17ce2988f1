// The contract's id format, apart from its schemas (issue 13: a detail page checks an id before it asks
// for it, and its first load carries no zod).

/** An id in a query or body: a lower-case letter, then 1-40 lower-case letters, digits or underscores. */
export const ID_PATTERN = /^[a-z][a-z0-9_]{1,40}$/;

/** Whether a path's id has the contract's format; one that cannot exist is unknown (→ /404) without a request. */
export const isId = (id: string | undefined): id is string => typeof id === 'string' && ID_PATTERN.test(id);

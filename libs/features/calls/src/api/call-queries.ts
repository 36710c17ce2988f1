import { callListQuery } from './get-calls';
import { callDetailQuery } from './get-call';
import { myResponseQuery } from './get-my-response';
import { myResponsesQuery } from './get-my-responses';
import { callKeys } from './keys';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const callQueries = {
  ...callKeys,
  list: callListQuery,
  detail: callDetailQuery,
  myResponse: myResponseQuery,
  myResponses: myResponsesQuery,
};

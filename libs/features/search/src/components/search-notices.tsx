import type { SearchData, SearchType } from '@portal/api-contract';
import { PrefetchLink } from '@portal/ui-kit';
import { searchUrl } from '../hooks/search-params';
import { SEARCH_STRINGS } from '../strings';
import '../search.css';

const S = SEARCH_STRINGS.notices;

export interface SearchNoticesProps {
  /** The query as typed (the URL's). */
  query: string;
  /** The tab, kept by the links. */
  type: SearchType | undefined;
  /** The answer for this very query; none while it loads, so an earlier query's notice does not linger. */
  answer: Pick<SearchData, 'suggestion' | 'corrected' | 'partial'> | undefined;
}

/**
 * What the search did with the query (issue 16): a likely intended query to try (您是不是要找), the
 * correction it searched instead with a way back to what was typed (仍然搜索, `verbatim=1`), or that the
 * hits match only some of the words. The status region stays in place, empty, so that screen readers
 * announce a notice when one appears; it holds only the notices, never the results.
 */
export function SearchNotices({ query, type, answer }: SearchNoticesProps) {
  const suggestion = answer?.suggestion;
  return (
    <div role="status" aria-label={S.label} className="search-notices">
      {suggestion && !answer.corrected ? (
        <p className="search-notice">
          {S.didYouMean}
          <PrefetchLink to={searchUrl({ q: suggestion, type })}>{suggestion}</PrefetchLink>
        </p>
      ) : null}
      {suggestion && answer.corrected ? (
        <p className="search-notice">
          {S.corrected.before}
          <strong>{suggestion}</strong>
          {S.corrected.after}
          {S.corrected.instead}
          <PrefetchLink to={searchUrl({ q: query, type, verbatim: true })}>{query}</PrefetchLink>
        </p>
      ) : null}
      {answer?.partial ? <p className="search-notice">{S.partial}</p> : null}
    </div>
  );
}

import type { SearchData, SearchType } from '@portal/api-contract';
import { PrefetchLink } from '@portal/ui-kit';
import { searchUrl } from '../hooks/search-params';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { searchText } from '../text';
import '../search.css';

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
  const t = useText(searchText);
  const suggestion = answer?.suggestion;
  return (
    <div role="status" aria-label={t('notices.label')} className="search-notices">
      {suggestion && !answer.corrected ? (
        <p className="search-notice">
          {t('notices.didYouMean')}
          <PrefetchLink to={searchUrl({ q: suggestion, type })} lang={CONTENT_LANG}>
            {suggestion}
          </PrefetchLink>
        </p>
      ) : null}
      {suggestion && answer.corrected ? (
        <p className="search-notice">
          {t('notices.corrected.before')}
          <strong lang={CONTENT_LANG}>{suggestion}</strong>
          {t('notices.corrected.after')}
          {t('notices.corrected.instead')}
          <PrefetchLink to={searchUrl({ q: query, type, verbatim: true })} lang={CONTENT_LANG}>
            {query}
          </PrefetchLink>
        </p>
      ) : null}
      {answer?.partial ? <p className="search-notice">{t('notices.partial')}</p> : null}
    </div>
  );
}

/** The search page, a separate entry so the shell loads it lazily: /search. */
export { SearchPage } from './pages/search-page';

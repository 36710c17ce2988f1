import { useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@portal/site-config';
import { PlainSearchInput } from '@portal/ui-kit';
import { MAX_QUERY_LENGTH, searchUrl } from '../hooks/search-params';
import { useText } from '@portal/i18n';
import { searchBoxText } from '../box-text';

export interface SearchBoxProps {
  /** The query shown at first (the current one on /search). */
  initialQuery?: string;
  /** Called instead of navigating (the search page keeps its tab). */
  onSearch?: (query: string) => void;
  size?: 'middle' | 'large';
  style?: CSSProperties;
  className?: string;
}

/**
 * The site-wide search box: Enter or the button opens /search?q=… (blank input does nothing).
 * A search form drawn as antd's Input.Search with its button and clear icon (issue 13: it sits in
 * every public page's header, so it carries no antd code).
 */
export function SearchBox({ initialQuery = '', onSearch, size = 'middle', style, className }: SearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialQuery);
  const t = useText(searchBoxText);
  return (
    <form
      role="search"
      aria-label={t('box.label')}
      // Issue 15: without JavaScript the form itself opens /search?q=… (the server renders it).
      method="get"
      action={paths.search.path}
      className={className}
      style={style}
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        if (!query) return;
        if (onSearch) onSearch(query);
        else void navigate(searchUrl({ q: query }));
      }}
    >
      <PlainSearchInput
        value={value}
        onChange={setValue}
        label={t('box.label')}
        placeholder={t('box.placeholder')}
        buttonLabel={t('box.button')}
        clearLabel={t('box.clear')}
        maxLength={MAX_QUERY_LENGTH}
        size={size}
        name="q"
      />
    </form>
  );
}

import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_QUERY_LENGTH, searchUrl } from '../hooks/search-params';
import { SEARCH_STRINGS } from '../strings';

const S = SEARCH_STRINGS.box;

export interface SearchBoxProps {
  /** The query shown at first (the current one on /search). */
  initialQuery?: string;
  /** Called instead of navigating (the search page keeps its tab). */
  onSearch?: (query: string) => void;
  size?: 'middle' | 'large';
  style?: React.CSSProperties;
}

/** The site-wide search box: Enter or the button opens /search?q=… (blank input does nothing). */
export function SearchBox({ initialQuery = '', onSearch, size = 'middle', style }: SearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialQuery);
  return (
    <div role="search" aria-label={S.label} style={style}>
      <Input.Search
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onSearch={(raw) => {
          const query = raw.trim();
          if (!query) return;
          if (onSearch) onSearch(query);
          else void navigate(searchUrl({ q: query }));
        }}
        placeholder={S.placeholder}
        aria-label={S.label}
        maxLength={MAX_QUERY_LENGTH}
        enterButton={S.button}
        allowClear
        size={size}
      />
    </div>
  );
}

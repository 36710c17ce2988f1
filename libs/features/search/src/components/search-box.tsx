import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlainIcon, THEME, buttonClass, cx } from '@portal/ui-kit';
import { MAX_QUERY_LENGTH, searchUrl } from '../hooks/search-params';
import { SEARCH_STRINGS } from '../strings';

const S = SEARCH_STRINGS.box;

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
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const large = size === 'large';
  return (
    <form
      role="search"
      aria-label={S.label}
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
      <div className={cx('ant-space-compact ant-input-search ant-input-search-with-button', large && 'ant-input-search-large', THEME)} style={{ width: '100%' }}>
        <span
          className={cx(
            'ant-input-affix-wrapper ant-input-outlined ant-input-css-var ant-input-compact-item ant-input-compact-first-item',
            large && 'ant-input-affix-wrapper-lg',
            focused && 'ant-input-affix-wrapper-focused',
            THEME,
          )}
        >
          <input
            ref={input}
            type="search"
            className={cx('ant-input', large && 'ant-input-lg')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            placeholder={S.placeholder}
            aria-label={S.label}
            maxLength={MAX_QUERY_LENGTH}
          />
          <span className="ant-input-suffix">
            <button
              type="button"
              className={cx('ant-input-clear-icon', value === '' && 'ant-input-clear-icon-hidden')}
              aria-label={S.clear}
              tabIndex={value === '' ? -1 : 0}
              onClick={() => {
                setValue('');
                input.current?.focus();
              }}
            >
              <PlainIcon icon={CloseCircleFilled} />
            </button>
          </span>
        </span>
        <button
          type="submit"
          className={buttonClass({ type: 'primary', size: large ? 'large' : 'middle', className: 'ant-btn-compact-item ant-btn-compact-last-item ant-input-search-btn' })}
        >
          <span>{S.button}</span>
        </button>
      </div>
    </form>
  );
}

import { useText } from '@portal/i18n';
import { uiText } from '../text';
import { useId, useState, type FormEvent } from 'react';
import { VISUALLY_HIDDEN } from '../layouts/layout-css';
import { THEME, cx } from '../plain/classes';
import { PlainSearchInput } from '../plain/search-input';
import { PlainFlex } from '../plain/layout';
import { PlainText } from '../plain/typography';
import './listing.css';

export interface ListSearchProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Accessible name of the box, e.g. 搜索数据产品. */
  label: string;
  placeholder?: string;
  buttonLabel?: string;
  /** The clear button's name. */
  clearLabel?: string;
  maxLength?: number;
}

/**
 * The keyword box of a list; remount it with `key={keyword}` so back/forward shows the URL's keyword.
 * Issue 13: a search form drawn as antd's Input.Search (a compact input with its clear icon and
 * button), no antd code.
 */
export function ListSearch({ keyword, onSearch, label, placeholder, buttonLabel, clearLabel, maxLength = 50 }: ListSearchProps) {
  const t = useText(uiText);
  buttonLabel ??= t('common.search');
  clearLabel ??= t('common.clearKeyword');
  const [value, setValue] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    // Issue 15: without JavaScript the form sends `?keyword=…` to the list itself (the server renders it).
    <form role="search" method="get" onSubmit={submit} style={{ width: '100%' }}>
      <PlainSearchInput
        value={value}
        onChange={setValue}
        label={label}
        placeholder={placeholder}
        buttonLabel={buttonLabel}
        clearLabel={clearLabel}
        maxLength={maxLength}
        name="keyword"
      />
    </form>
  );
}

export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  label?: string;
  /** Keeps the label for screen readers only (a narrow toolbar). */
  hideLabel?: boolean;
}

/**
 * The sort menu of a list: a native select (the platform's own keyboard and touch menu), drawn
 * like antd's Select (listing.css). A value it does not offer (a stale link) shows as unchosen.
 */
export function SortSelect<T extends string>({ value, options, onChange, label, hideLabel = false }: SortSelectProps<T>) {
  const t = useText(uiText);
  label ??= t('common.sortBy');
  const id = useId();
  const known = options.some((option) => option.value === value);
  return (
    <PlainFlex align="center" gap={8}>
      <PlainText type="secondary" style={hideLabel ? VISUALLY_HIDDEN : undefined}>
        <label htmlFor={id}>{label}</label>
      </PlainText>
      <select id={id} className={cx('portal-select', THEME)} value={known ? value : ''} onChange={(event) => onChange(event.target.value as T)}>
        {known ? null : <option value="" disabled hidden />}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </PlainFlex>
  );
}

/** Sort options from a label table keyed `<field>:<order>` (the strings module's shape). */
export function sortOptions<T extends string>(labels: Readonly<Record<T, string>>): { value: T; label: string }[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

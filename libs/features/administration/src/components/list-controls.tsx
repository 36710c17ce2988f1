import { Input, Select } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { useText } from '@portal/i18n';
import { KEYWORD_MAX } from '../accounts/account-filters';
import { administrationText } from '../text';

/** A list's keyword box, kept in the URL (remounted when the URL's keyword changes, e.g. back/forward, so it shows it). */
export function KeywordSearch(props: {
  value: string | undefined;
  label: string;
  placeholder: string;
  button: string;
  width: number;
  onSearch(value: string | undefined): void;
}) {
  return (
    <Input.Search
      key={props.value ?? ''}
      defaultValue={props.value}
      aria-label={props.label}
      placeholder={props.placeholder}
      maxLength={KEYWORD_MAX}
      allowClear
      enterButton={props.button}
      style={{ maxWidth: props.width }}
      onSearch={(value) => props.onSearch(value.trim() || undefined)}
    />
  );
}

/** A list filter: 「label：全部」 then the options; the empty value means no filter. */
export function FilterSelect(props: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  width: number;
  onChange(value: string | undefined): void;
}) {
  const t = useText(administrationText);
  return (
    <Select
      aria-label={props.label}
      style={{ minWidth: props.width }}
      value={props.value ?? ''}
      onChange={(value: string) => props.onChange(value || undefined)}
      options={[{ value: '', label: t('common.filterAll', { label: props.label, all: props.allLabel }) }, ...props.options]}
    />
  );
}

/** A paged list's pagination (none when everything fits one page); the page change goes to the URL. */
export function listPagination(
  data: { page: number; pageSize: number; total: number } | undefined,
  showTotal: (total: number) => string,
  onPage: (page: number) => void,
): TablePaginationConfig | false {
  return data && data.total > data.pageSize
    ? { current: data.page, pageSize: data.pageSize, total: data.total, showSizeChanger: false, showTotal, onChange: onPage }
    : false;
}

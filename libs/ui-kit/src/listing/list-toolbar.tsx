import { Button, Flex, Input, Select, Space, Typography } from 'antd';
import { useId, useState, type CSSProperties, type FormEvent } from 'react';

/** Visually hidden but read by screen readers. */
export const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };

export interface ListSearchProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Accessible name of the box, e.g. 搜索数据产品. */
  label: string;
  placeholder?: string;
  buttonLabel?: string;
  maxLength?: number;
}

/** The keyword box of a list; remount it with `key={keyword}` so back/forward shows the URL's keyword. */
export function ListSearch({ keyword, onSearch, label, placeholder, buttonLabel = '搜索', maxLength = 50 }: ListSearchProps) {
  const inputId = useId();
  const [value, setValue] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <label htmlFor={inputId} style={VISUALLY_HIDDEN}>
        {label}
      </label>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={inputId} type="search" value={value} maxLength={maxLength} allowClear placeholder={placeholder} onChange={(event) => setValue(event.target.value)} />
        <Button type="primary" htmlType="submit">
          {buttonLabel}
        </Button>
      </Space.Compact>
    </form>
  );
}

export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  label?: string;
}

/** The sort menu of a list; a value it does not offer (a stale link) shows as unchosen. */
export function SortSelect<T extends string>({ value, options, onChange, label = '排序方式' }: SortSelectProps<T>) {
  const id = useId();
  const known = options.some((option) => option.value === value);
  return (
    <Flex align="center" gap={8}>
      <Typography.Text type="secondary">
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      <Select<T> id={id} value={known ? value : undefined} options={options.map((option) => ({ ...option }))} onChange={onChange} style={{ minWidth: 150 }} />
    </Flex>
  );
}

/** Sort options from a label table keyed `<field>:<order>` (the strings module's shape). */
export function sortOptions<T extends string>(labels: Readonly<Record<T, string>>): { value: T; label: string }[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

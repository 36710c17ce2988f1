import { Button, Flex, Input, Select, Space, Typography } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import type { ResourceSort } from '../hooks/resource-filters';
import { RESOURCE_STRINGS } from '../strings';

const SORT_OPTIONS = Object.entries(RESOURCE_STRINGS.sort.options).map(([value, label]) => ({ value: value as ResourceSort, label }));

export interface ResourceSearchProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** The keyword box; remount it with `key={keyword}` so back/forward shows the URL's keyword. */
export function ResourceSearch({ keyword, onSearch }: ResourceSearchProps) {
  const inputId = useId();
  const [value, setValue] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
        {RESOURCE_STRINGS.search.label}
      </label>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={inputId} type="search" value={value} maxLength={50} allowClear placeholder={RESOURCE_STRINGS.search.placeholder} onChange={(event) => setValue(event.target.value)} />
        <Button type="primary" htmlType="submit">
          {RESOURCE_STRINGS.search.button}
        </Button>
      </Space.Compact>
    </form>
  );
}

export interface ResourceSortSelectProps {
  value: ResourceSort;
  onChange: (sort: ResourceSort) => void;
}

export function ResourceSortSelect({ value, onChange }: ResourceSortSelectProps) {
  const id = useId();
  const known = SORT_OPTIONS.some((option) => option.value === value);
  return (
    <Flex align="center" gap={8}>
      <Typography.Text type="secondary">
        <label htmlFor={id}>{RESOURCE_STRINGS.sort.label}</label>
      </Typography.Text>
      <Select<ResourceSort>
        id={id}
        value={known ? value : undefined}
        options={SORT_OPTIONS}
        onChange={onChange}
        style={{ minWidth: 150 }}
      />
    </Flex>
  );
}

import { Flex, Select } from 'antd';
import { useId } from 'react';

export interface StatusFilterProps {
  label: string;
  /** The chosen status, or '' for the list's default. */
  value: string;
  /** What '' means (全部 / 待初审). */
  defaultLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

/** A list's status filter: a labelled select whose choice goes to the URL. */
export function StatusFilter({ label, value, defaultLabel, options, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <Flex gap={8} align="center">
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        style={{ width: 180 }}
        value={value}
        onChange={(next: string) => onChange(next || undefined)}
        options={[{ value: '', label: defaultLabel }, ...options]}
      />
    </Flex>
  );
}

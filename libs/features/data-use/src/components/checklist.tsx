import { Checkbox, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CONTENT_LANG } from '@portal/i18n';

export interface ChecklistOption {
  value: string;
  label: ReactNode;
}

export interface ChecklistProps<V extends string = string> {
  /** Given by Form.Item: the group's id (a refused submit focuses its first box). */
  id?: string;
  value?: V[];
  onChange?: (value: V[]) => void;
  options: readonly ChecklistOption[];
  /** The group's name, read with each box. */
  label: string;
  /** With it, a box above the list that ticks or clears them all (indeterminate when some are ticked). */
  selectAllLabel?: string;
  /** Lay the boxes out in a row that wraps (fields) or one under the other (sentences). */
  layout?: 'wrap' | 'vertical';
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * A named group of checkboxes (role group) as a form control: the value keeps the options' order. Used for
 * the fields of a resource (with 全选) and the security commitments. Each box is a native checkbox, so
 * Tab reaches each and Space ticks it.
 */
export function Checklist<V extends string>({
  id,
  value = [],
  onChange,
  options,
  label,
  selectAllLabel,
  layout = 'wrap',
  disabled,
  'aria-describedby': describedBy,
}: ChecklistProps<V>) {
  const ordered = (next: readonly string[]) => options.map((option) => option.value).filter((name) => next.includes(name)) as V[];
  const all = options.length > 0 && options.every((option) => value.includes(option.value as V));
  return (
    <div id={id} role="group" aria-label={label} aria-describedby={describedBy}>
      <Flex vertical gap={8}>
        {selectAllLabel ? (
          <Checkbox
            checked={all}
            indeterminate={value.length > 0 && !all}
            disabled={disabled || options.length === 0}
            onChange={(event) => onChange?.(event.target.checked ? ordered(options.map((option) => option.value)) : [])}
          >
            {selectAllLabel}
          </Checkbox>
        ) : null}
        <Checkbox.Group value={value} onChange={(next) => onChange?.(ordered(next))} disabled={disabled}>
          <Flex vertical={layout === 'vertical'} wrap={layout === 'wrap'} gap={layout === 'wrap' ? '8px 16px' : 8}>
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value}>
                {option.label}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Flex>
    </div>
  );
}

/** A resource field as a box's label: its Chinese label (content) and its name. */
export function fieldOption(field: { name: string; label: string }): ChecklistOption {
  return {
    value: field.name,
    label: (
      <>
        <span lang={CONTENT_LANG}>{field.label}</span> <Typography.Text code>{field.name}</Typography.Text>
      </>
    ),
  };
}

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrors, type FieldRule } from './rules';

export interface FieldSpec {
  /** The field's label (also `${label}` in the messages). */
  label: string;
  rules: readonly FieldRule[];
}

/** What a field component needs from its form (fields.tsx: FormItem and the inputs). */
export interface FieldBinding {
  id: string;
  name: string;
  label: string;
  value: string;
  errors: readonly string[];
  required: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * A small form state for plain forms (issue 13: no antd Form in a public page's first load).
 * As antd's Form: a field is checked on every change, all fields on submit; unlike it, the
 * submit also moves focus to the first invalid field, so a keyboard or screen reader user lands
 * on the field whose message (aria-describedby) tells what is wrong.
 */
export function usePlainForm<Name extends string>(specs: Record<Name, FieldSpec>) {
  const names = Object.keys(specs) as Name[];
  const baseId = useId();
  const [values, setValues] = useState(() => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>);
  const [errors, setErrors] = useState<Partial<Record<Name, readonly string[]>>>({});

  const field = (name: Name): FieldBinding => ({
    id: `${baseId}${name}`,
    name,
    label: specs[name].label,
    value: values[name],
    errors: errors[name] ?? [],
    required: specs[name].rules.some((rule) => rule.required),
    onChange: (event) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: fieldErrors(specs[name].label, value, specs[name].rules) }));
    },
  });

  /** For the form's onSubmit: checks every field, then calls `onValid` with the values or focuses the first invalid field. */
  const handleSubmit = (event: FormEvent<HTMLFormElement>, onValid: (values: Record<Name, string>) => void) => {
    event.preventDefault();
    const next = Object.fromEntries(names.map((name) => [name, fieldErrors(specs[name].label, values[name], specs[name].rules)])) as Record<Name, string[]>;
    setErrors(next);
    const invalid = names.find((name) => next[name].length > 0);
    if (invalid !== undefined) {
      // The inputs carry the fields' names: the form finds its own.
      const input = event.currentTarget.elements.namedItem(invalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    onValid(values);
  };

  return { values, field, handleSubmit };
}

import type { FieldParsers } from './list-params';

/**
 * A facet the contract parses into something else (a year string becomes a
 * number): the URL value is checked by the contract's parser but kept as the
 * text, since facets are strings in the URL and in the facet panel.
 */
export function textField(field: FieldParsers[string]): FieldParsers[string] {
  return {
    safeParse: (value) => (field.safeParse(value).success && typeof value === 'string' ? { success: true, data: value } : { success: false }),
  };
}

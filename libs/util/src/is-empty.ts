/**
 * Spec §5: "Empty means null, undefined, blank string or non-finite number."
 * A string of only whitespace counts as blank.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  return false;
}

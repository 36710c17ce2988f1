import { activeLocale } from '@portal/i18n';
import { validateMessagesOf } from '@portal/ui-kit';

/**
 * The subset of antd's form rules (async-validator, string values) the login forms use, checked
 * without antd's code (issue 13). A rule without `message` takes the site's Chinese wording
 * (ui-kit `validateMessages`, the one antd's Form is given), with `${label}` and the limits filled in.
 */
export interface FieldRule {
  required?: boolean;
  /** A value of spaces only is an error (with `required`, as antd). */
  whitespace?: boolean;
  /** Minimum / maximum length in characters. */
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Applied to the value before this rule checks it (antd's `transform`). */
  transform?: (value: string) => string;
  message?: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\$\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** Characters as the validator counts them (a surrogate pair is one). */
const lengthOf = (value: string) => [...value].length;

function ruleError(label: string, raw: string, rule: FieldRule): string | null {
  const value = rule.transform ? rule.transform(raw) : raw;
  const say = (template: string, extra: Record<string, string | number> = {}) => rule.message ?? fill(template, { label, ...extra });
  const messages = validateMessagesOf(activeLocale());
  if (value === '') return rule.required ? say(messages.required) : null;
  const length = lengthOf(value);
  if (rule.min !== undefined && rule.max !== undefined && (length < rule.min || length > rule.max)) {
    return say(messages.string.range, { min: rule.min, max: rule.max });
  }
  if (rule.min !== undefined && rule.max === undefined && length < rule.min) return say(messages.string.min, { min: rule.min });
  if (rule.max !== undefined && rule.min === undefined && length > rule.max) return say(messages.string.max, { max: rule.max });
  if (rule.pattern && !new RegExp(rule.pattern.source, rule.pattern.flags.replace('g', '')).test(value)) {
    return say(messages.pattern.mismatch, { pattern: String(rule.pattern) });
  }
  if (rule.whitespace && value.trim() === '') return say(messages.whitespace);
  return null;
}

/** Every failing rule's message, in rule order (antd shows them all under the field). */
export function fieldErrors(label: string, value: string, rules: readonly FieldRule[]): string[] {
  return rules.map((rule) => ruleError(label, value, rule)).filter((message) => message !== null);
}

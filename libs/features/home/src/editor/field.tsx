import { Form, Input, Typography, theme } from 'antd';
import { useId, type ReactNode } from 'react';

/** What a control needs to be named by its field and to say what is wrong with it. */
export interface FieldControlProps {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The asterisk only: the contract's rules say what is missing (no `required` attribute). */
  required?: boolean;
  /** A group of controls (radios, buttons) rather than one: named by the label, not a `<label for>`. */
  group?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One field of a block: its label, the control, a hint, and the contract's message for it once a
 * save or preview found one (announced by antd's message list). Used inside the editor's
 * `<Form component={false}>`, which gives the vertical layout without a form element of its own.
 */
export function Field({ label, error, hint, required = false, group = false, children }: FieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? helpId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = children({ id, status: error ? 'error' : undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });
  return (
    <Form.Item
      label={label}
      {...(group ? {} : { htmlFor: id })}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={helpId}>{error}</span> : undefined}
      extra={hint ? <span id={hintId}>{hint}</span> : undefined}
      style={{ marginBottom: 12 }}
    >
      {group ? (
        <div role="group" aria-label={label} aria-describedby={describedBy}>
          {control}
        </div>
      ) : (
        control
      )}
    </Form.Item>
  );
}

export interface TextFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  placeholder?: string;
  /** A textarea of this many rows. */
  rows?: number;
}

/** A text field of a block. */
export function TextField({ label, value, onChange, error, hint, required, placeholder, rows }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required ?? false}>
      {(control) =>
        rows ? (
          <Input.TextArea {...control} rows={rows} value={value ?? ''} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input {...control} autoComplete="off" value={value ?? ''} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}

/** A problem of a list as a whole (too few slides, nothing picked), announced. */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" role="alert" data-problem style={{ display: 'block', marginBottom: 8 }}>
      {message}
    </Typography.Text>
  );
}

/** One row of a list inside a block (a slide, a statistic, an entry): a fieldset named by its legend. */
export function RowGroup({ legend, actions, children }: { legend: string; actions?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <fieldset
      style={{ margin: '0 0 12px', padding: '8px 12px 0', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, minWidth: 0 }}
    >
      <legend style={{ width: 'auto', margin: 0, padding: '0 4px', fontSize: 14, border: 0 }}>{legend}</legend>
      {children}
      {actions ? <div style={{ marginBottom: 12 }}>{actions}</div> : null}
    </fieldset>
  );
}

import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useState, type ButtonHTMLAttributes, type CSSProperties, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { PlainIcon, THEME, buttonClass, cx, type ButtonLook } from '@portal/ui-kit';
import type { FieldBinding } from './use-plain-form';

/*
 * Issue 13: the login forms drawn with antd's Form, Input and Button markup (the site's static
 * stylesheet styles the class names) over native elements, so /login and /login/choose load no
 * antd code. The markup follows antd 6 (vertical layout, required mark hidden).
 */

/** The id of a field's message list, named by the input's aria-describedby while it shows. */
export const helpId = (fieldId: string) => `${fieldId}_help`;

/** antd's vertical Form root. Validation is the form's own (usePlainForm), so the browser's is off. */
export function PlainForm({ className, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  return <form noValidate {...rest} className={cx('ant-form ant-form-vertical ant-form-hide-required-mark', THEME, 'ant-form-css-var', className)} />;
}

export interface FormItemProps {
  /** The field shown in the item: its label and messages. None for a row of buttons. */
  field?: Pick<FieldBinding, 'id' | 'label' | 'errors' | 'required'>;
  style?: CSSProperties;
  children: ReactNode;
}

/** antd's Form.Item markup: the label (for the input), the control, and the messages below it. */
export function FormItem({ field, style, children }: FormItemProps) {
  const errors = field?.errors ?? [];
  const invalid = errors.length > 0;
  return (
    <div
      className={cx('ant-form-item', THEME, 'ant-form-css-var', invalid && 'ant-form-item-with-help ant-form-item-has-error', 'ant-form-item-vertical')}
      style={style}
    >
      <div className={cx('ant-row ant-form-item-row', THEME)}>
        {field ? (
          <div className={cx('ant-col ant-form-item-label', THEME)}>
            <label htmlFor={field.id} className={field.required ? 'ant-form-item-required ant-form-item-required-mark-hidden' : undefined} title={field.label}>
              {field.label}
            </label>
          </div>
        ) : null}
        <div className={cx('ant-col ant-form-item-control', THEME)}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
          {field && invalid ? (
            <div className="ant-form-item-additional">
              <div id={helpId(field.id)} className="ant-form-item-explain ant-form-item-explain-connected">
                {errors.map((message) => (
                  <div key={message} className="ant-form-item-explain-error">
                    {message}
                  </div>
                ))}
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'className' | 'prefix'> {
  field: FieldBinding;
  /** A decorative icon before the text (antd's `prefix`). */
  prefix?: IconDefinition;
  /** Something after the text (antd's `suffix`), e.g. the password's visibility toggle. */
  suffix?: ReactNode;
  /** Extra class on the affix wrapper (antd's `ant-input-password`). */
  wrapperClassName?: string;
}

/**
 * antd's Input markup: a bare `ant-input`, or the affix wrapper when there is a prefix or suffix.
 * An invalid field is marked for assistive technology (aria-invalid) and names its messages
 * (aria-describedby), besides antd's red outline.
 */
export function TextInput({ field, prefix, suffix, wrapperClassName, disabled = false, type = 'text', onFocus, onBlur, ...rest }: TextInputProps) {
  const [focused, setFocused] = useState(false);
  const invalid = field.errors.length > 0;
  const affixed = Boolean(prefix) || suffix !== undefined;
  const input = (
    <input
      {...rest}
      id={field.id}
      name={field.name}
      type={type}
      value={field.value}
      onChange={field.onChange}
      disabled={disabled}
      aria-required={field.required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? helpId(field.id) : undefined}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      className={
        affixed
          ? cx('ant-input', disabled && 'ant-input-disabled')
          : cx('ant-input', disabled && 'ant-input-disabled', 'ant-input-outlined', invalid && 'ant-input-status-error', THEME, 'ant-input-css-var')
      }
    />
  );
  if (!affixed) return input;
  return (
    <span
      className={cx(
        'ant-input-affix-wrapper',
        disabled && 'ant-input-disabled ant-input-affix-wrapper-disabled',
        focused && 'ant-input-affix-wrapper-focused',
        'ant-input-outlined',
        invalid && 'ant-input-status-error',
        wrapperClassName,
        THEME,
        'ant-input-css-var',
      )}
    >
      {prefix ? (
        <span className="ant-input-prefix">
          <PlainIcon icon={prefix} />
        </span>
      ) : null}
      {input}
      {suffix !== undefined ? <span className="ant-input-suffix">{suffix}</span> : null}
    </span>
  );
}

// A real button inside antd's password icon slot, without the browser's button look.
const ICON_BUTTON: CSSProperties = { border: 'none', background: 'transparent', padding: 0, margin: 0, font: 'inherit', lineHeight: 'inherit' };

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'suffix' | 'wrapperClassName'> {
  /** The visibility toggle's name (it is a toggle button: aria-pressed tells whether the password shows). */
  toggleLabel: string;
}

/** antd's Input.Password markup: the text hidden until the eye button is pressed. */
export function PasswordInput({ toggleLabel, disabled = false, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      wrapperClassName="ant-input-password"
      suffix={
        <button
          type="button"
          className="ant-input-password-icon"
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={disabled}
          style={ICON_BUTTON}
          onClick={() => setVisible((shown) => !shown)}
        >
          <PlainIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      }
    />
  );
}

// antd's Button puts a space between exactly two Chinese characters (登录 → 登 录) unless it is a link or text button.
const TWO_CHINESE = /^[\u4e00-\u9fa5]{2}$/;

export type LoadingButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> &
  Omit<ButtonLook, 'iconOnly' | 'shape'> & {
    /** antd's `loading`: a spinning icon, and presses are ignored until it ends. */
    loading?: boolean;
    htmlType?: 'button' | 'submit';
    children: string;
  };

// The static stylesheet carries antd's `loadingCircle` keyframes; antd's icon package would add the rule at run time.
const SPIN: CSSProperties = { display: 'inline-flex', animation: 'loadingCircle 1s infinite linear' };

/** antd's Button markup with its loading state (antd's class and icon; the name stays the label). */
export function LoadingButton({
  loading = false,
  type = 'default',
  size,
  block,
  className,
  htmlType = 'button',
  onClick,
  children,
  ...rest
}: LoadingButtonProps) {
  const label = type !== 'link' && type !== 'text' && TWO_CHINESE.test(children) ? children.split('').join(' ') : children;
  return (
    <button
      {...rest}
      type={htmlType}
      aria-busy={loading || undefined}
      className={buttonClass({ type, size, block, className: cx(loading && 'ant-btn-loading', className) })}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? (
        <span className="ant-btn-icon ant-btn-loading-icon" style={SPIN}>
          <PlainIcon icon={LoadingOutlined} />
        </span>
      ) : null}
      <span>{label}</span>
    </button>
  );
}

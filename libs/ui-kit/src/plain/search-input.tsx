import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useRef, useState } from 'react';
import { THEME, buttonClass, cx } from './classes';
import { PlainIcon } from './icon';

export interface PlainSearchInputProps {
  value: string;
  onChange(value: string): void;
  /** The input's accessible name. */
  label: string;
  placeholder?: string | undefined;
  buttonLabel: string;
  /** The clear button's name. */
  clearLabel: string;
  maxLength?: number;
  size?: 'middle' | 'large';
  /** The query parameter the form sends without JavaScript (issue 15: a plain GET form). */
  name?: string;
}

/**
 * antd's Input.Search with its button and clear icon, drawn without antd's code (issue 13): put it in
 * a `<form role="search">` whose submit handles the query; the button submits it.
 */
export function PlainSearchInput({ value, onChange, label, placeholder, buttonLabel, clearLabel, maxLength, size = 'middle', name }: PlainSearchInputProps) {
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const large = size === 'large';
  return (
    <div className={cx('ant-space-compact ant-input-search ant-input-search-with-button', large && 'ant-input-search-large', THEME)} style={{ width: '100%' }}>
      <span
        className={cx(
          'ant-input-affix-wrapper ant-input-outlined ant-input-css-var ant-input-compact-item ant-input-compact-first-item',
          large && 'ant-input-affix-wrapper-lg',
          focused && 'ant-input-affix-wrapper-focused',
          THEME,
        )}
      >
        <input
          ref={input}
          type="search"
          name={name}
          className={cx('ant-input', large && 'ant-input-lg')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          placeholder={placeholder}
          aria-label={label}
          maxLength={maxLength}
        />
        <span className="ant-input-suffix">
          <button
            type="button"
            className={cx('ant-input-clear-icon', value === '' && 'ant-input-clear-icon-hidden')}
            aria-label={clearLabel}
            tabIndex={value === '' ? -1 : 0}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <PlainIcon icon={CloseCircleFilled} />
          </button>
        </span>
      </span>
      <button
        type="submit"
        className={buttonClass({
          type: 'primary',
          size: large ? 'large' : 'middle',
          className: 'ant-btn-compact-item ant-btn-compact-last-item ant-input-search-btn',
        })}
      >
        <span>{buttonLabel}</span>
      </button>
    </div>
  );
}

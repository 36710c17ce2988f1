import type { CSSProperties, ReactNode } from 'react';
import { THEME, cx } from './classes';

export interface PlainRadioOption {
  value: string;
  label: ReactNode;
}

export interface PlainRadioGroupProps {
  /** The inputs' name: one group per name. */
  name: string;
  value: string;
  options: readonly PlainRadioOption[];
  onChange(value: string): void;
  style?: CSSProperties;
  className?: string;
}

/**
 * antd's Radio.Group markup over native radio inputs: the browser gives the group its keyboard
 * behaviour (Tab into the checked one, arrows to move and choose), with no antd code (issue 13).
 */
export function PlainRadioGroup({ name, value, options, onChange, style, className }: PlainRadioGroupProps) {
  return (
    <div role="radiogroup" className={cx('ant-radio-group ant-radio-group-outline ant-radio-css-var', THEME, className)} style={style}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={cx('ant-radio-wrapper ant-radio-css-var', checked && 'ant-radio-wrapper-checked', THEME)}>
            <span className={cx('ant-radio', checked && 'ant-radio-checked')}>
              <input className="ant-radio-input" type="radio" name={name} value={option.value} checked={checked} onChange={() => onChange(option.value)} />
            </span>
            <span className="ant-radio-label">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}

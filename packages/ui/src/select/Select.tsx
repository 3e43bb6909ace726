import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldChromeProps } from '../field/Field';
import './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldChromeProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'> & {
    options: SelectOption[];
    value: string;
    onChange: (value: string) => void;
    /** A first, empty choice ('Chọn ngân hàng'). */
    placeholder?: string;
  };

/** A labelled native select (the phone's own picker on mobile). */
export function Select({
  label,
  hint,
  error,
  className,
  options,
  value,
  onChange,
  placeholder,
  id,
  ...select
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <div className="ui-field__row ui-select">
          <select
            {...select}
            {...ids.control}
            className="ui-field__input ui-select__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}

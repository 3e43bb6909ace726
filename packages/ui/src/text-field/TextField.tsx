import type { InputHTMLAttributes } from 'react';
import { Field, type FieldChromeProps } from '../field/Field';

export type TextFieldProps = FieldChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
  };

/** A labelled text input with hint and error. */
export function TextField({
  label,
  hint,
  error,
  className,
  value,
  onChange,
  id,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <div className="ui-field__row">
          <input
            {...input}
            {...ids.control}
            type={type}
            className="ui-field__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}

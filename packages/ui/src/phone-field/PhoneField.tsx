import type { InputHTMLAttributes } from 'react';
import { PHONE_LENGTH, digitsCut } from '@wallet/domain';
import { Field, type FieldChromeProps } from '../field/Field';

export type PhoneFieldProps = Partial<FieldChromeProps> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
    value: string;
    /** Receives digits only, never more than `maxDigits`. */
    onChange: (digits: string) => void;
    maxDigits?: number;
  };

/** A phone number input that keeps digits only and stops at the length cap (10). */
export function PhoneField({
  label = 'Số điện thoại',
  hint,
  error,
  className,
  value,
  onChange,
  id,
  maxDigits = PHONE_LENGTH,
  ...input
}: PhoneFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <div className="ui-field__row">
          <input
            autoComplete="tel-national"
            {...input}
            {...ids.control}
            type="tel"
            inputMode="numeric"
            maxLength={maxDigits}
            className="ui-field__input"
            value={value}
            onChange={(event) => onChange(digitsCut(event.target.value, maxDigits))}
          />
        </div>
      )}
    </Field>
  );
}

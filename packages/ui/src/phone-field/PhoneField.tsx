import type { InputHTMLAttributes } from 'react';
import { PHONE_LENGTH, digitsCut } from '@wallet/domain';
import type { FieldChromeProps } from '../field/Field';
import { TextField } from '../text-field/TextField';

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
  onChange,
  maxDigits = PHONE_LENGTH,
  ...rest
}: PhoneFieldProps) {
  return (
    <TextField
      autoComplete="tel-national"
      {...rest}
      label={label}
      type="tel"
      inputMode="numeric"
      maxLength={maxDigits}
      onChange={(typed) => onChange(digitsCut(typed, maxDigits))}
    />
  );
}

import type { InputHTMLAttributes } from 'react';
import { PHONE_LENGTH, phoneDigits } from '@wallet/domain';
import type { FieldChromeProps } from '../field/Field';
import { TextField } from '../text-field/TextField';

export type PhoneFieldProps = Partial<FieldChromeProps> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
    value: string;
    /** Receives the national number, digits only, never more than `maxDigits`. */
    onChange: (digits: string) => void;
    maxDigits?: number;
  };

/**
 * A phone number input that keeps digits only and stops at the length cap (10). No `maxLength`: the
 * browser would cut a pasted '0912 345 678' or '+84 912 345 678' before its spaces and country code
 * are read, so the cut happens after `phoneDigits`.
 */
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
      onChange={(typed) => onChange(phoneDigits(typed, maxDigits))}
    />
  );
}

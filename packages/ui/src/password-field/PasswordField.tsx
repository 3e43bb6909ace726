import { useState, type InputHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/Icons';
import { Field, type FieldChromeProps } from '../field/Field';

export type PasswordFieldProps = Partial<FieldChromeProps> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
    value: string;
    onChange: (value: string) => void;
  };

/** A password input with a show/hide control named in Vietnamese. */
export function PasswordField({
  label = 'Mật khẩu',
  hint,
  error,
  className,
  value,
  onChange,
  id,
  disabled,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <div className="ui-field__row">
          <input
            autoComplete="current-password"
            {...input}
            {...ids.control}
            type={visible ? 'text' : 'password'}
            className="ui-field__input"
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="ui-icon-btn"
            aria-label={visible ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
            aria-controls={ids.id}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </div>
      )}
    </Field>
  );
}

import { useId, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { passwordRefusedText, splitPassword } from '@wallet/domain';
import { EyeIcon, EyeOffIcon } from '../icons/Icons';
import { Field, type FieldChromeProps } from '../field/Field';
import './PasswordField.css';

export type PasswordFieldProps = Partial<FieldChromeProps> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
    value: string;
    onChange: (value: string) => void;
    /**
     * Register, password reset and change: 000 §5 "only letters and digits are kept". A refused
     * character never enters the field and the player is told which one, under the field, until
     * the next accepted keystroke. Without it (login) anything typed is kept.
     */
    lettersAndDigitsOnly?: boolean;
  };

/** Puts the caret back where the player was typing after a refused character was taken out. */
function keepCaret(input: HTMLInputElement, caret: number) {
  // After React has written the field's value back (that moves the caret to the end).
  queueMicrotask(() => {
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
  });
}

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
  lettersAndDigitsOnly = false,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const noteId = useId();

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (!lettersAndDigitsOnly) return onChange(typed);
    const split = splitPassword(typed);
    setRefused(split.refused);
    // What the field holds is exactly what the owner gets, so what is sent is what the player sees.
    onChange(split.kept);
    if (split.refused.length > 0 && event.target.selectionStart !== null) {
      keepCaret(event.target, event.target.selectionStart - (typed.length - split.kept.length));
    }
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      id={id}
      extra={
        lettersAndDigitsOnly ? (
          // Always there, so a screen reader hears the text the moment it is filled in.
          <p className="ui-field__refused" id={noteId} role="status">
            {refused.length > 0 ? passwordRefusedText(refused) : null}
          </p>
        ) : null
      }
    >
      {(ids) => (
        <div className="ui-field__row">
          <input
            autoComplete="current-password"
            {...input}
            {...ids.control}
            aria-describedby={
              refused.length > 0
                ? [ids.describedBy, noteId].filter(Boolean).join(' ')
                : ids.describedBy
            }
            type={visible ? 'text' : 'password'}
            className="ui-field__input"
            value={value}
            disabled={disabled}
            onChange={change}
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

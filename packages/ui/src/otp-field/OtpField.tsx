import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { Field, type FieldChromeProps } from '../field/Field';
import { formatCountdown, digitsCut } from '@wallet/domain';
import './OtpField.css';

export type OtpFieldProps = Partial<FieldChromeProps> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
    value: string;
    onChange: (digits: string) => void;
    length?: number;
    /** Seconds until resend is allowed; counts down from here each time `sentAt` changes. */
    countdownSeconds?: number;
    /** When the code was last sent (any changing value restarts the countdown); null: never sent. */
    sentAt?: number | null;
    onResend: () => void;
    resendLabel?: string;
    /** Disables resend while the request runs. */
    resending?: boolean;
  };

/** The OTP input with the resend button that waits out an m:ss countdown. */
export function OtpField({
  label = 'Mã OTP',
  hint,
  error,
  className,
  value,
  onChange,
  id,
  length = 6,
  countdownSeconds = 60,
  sentAt = null,
  onResend,
  resendLabel = 'Gửi lại mã',
  resending = false,
  ...input
}: OtpFieldProps) {
  const [left, setLeft] = useState(sentAt === null ? 0 : countdownSeconds);
  const [countingFor, setCountingFor] = useState(sentAt);
  if (countingFor !== sentAt) {
    // A new code was sent: the countdown starts again.
    setCountingFor(sentAt);
    setLeft(sentAt === null ? 0 : countdownSeconds);
  }

  useEffect(() => {
    if (sentAt === null) return undefined;
    const end = Date.now() + countdownSeconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [sentAt, countdownSeconds]);

  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(ids) => (
        <div className="ui-otp">
          <div className="ui-field__row">
            <input
              autoComplete="one-time-code"
              {...input}
              {...ids.control}
              type="text"
              inputMode="numeric"
              maxLength={length}
              className="ui-field__input ui-otp__input"
              value={value}
              onChange={(event) => onChange(digitsCut(event.target.value, length))}
            />
          </div>
          <button
            type="button"
            className="ui-btn ui-btn--ghost ui-otp__resend"
            disabled={left > 0 || resending}
            onClick={onResend}
          >
            {resendLabel}
            {left > 0 ? <span className="ui-otp__timer"> ({formatCountdown(left)})</span> : null}
          </button>
        </div>
      )}
    </Field>
  );
}

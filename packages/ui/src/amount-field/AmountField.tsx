import { useId, useState, type InputHTMLAttributes } from 'react';
import { CloseIcon } from '../icons/Icons';
import { Field, type FieldChromeProps } from '../field/Field';
import { amountText, depositRangeTooltip, formatAmountLabel } from '@wallet/domain';
import { cx } from '../shared/cx';
import './AmountField.css';

export type AmountFieldProps = Partial<FieldChromeProps> &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'onChange' | 'value' | 'className' | 'type' | 'min' | 'max'
  > & {
    /** The amount in thousands (K) as typed, e.g. '150' = 150K. */
    value: string;
    onChange: (typed: string) => void;
    /**
     * Why the text is not an amount this field takes (the domain's `amountRefusal` for its kind), or
     * null. The field keeps the text as typed and shows this at once, before its form would show
     * its message (on leaving the field): a refused character is never dropped in silence.
     */
    refusal: (text: string) => string | null;
    min?: number;
    max?: number;
    /** Quick-amount buttons (in K); the domain computes min, 25 %, 50 %, 75 % and max. */
    quickAmounts?: number[];
    /** How a quick amount reads; default '150K', '1 Triệu'. */
    formatQuickAmount?: (amountK: number) => string;
    /** Shows a clear button named 'Xoá số tiền'. */
    clearable?: boolean;
    /** The unit after the input. */
    unit?: string;
  };

/** An amount input in thousands with quick amounts and a 'min ~ max' tooltip. */
export function AmountField({
  label = 'Số tiền',
  hint,
  error,
  className,
  value,
  onChange,
  id,
  min,
  max,
  quickAmounts = [],
  formatQuickAmount = formatAmountLabel,
  refusal,
  clearable = false,
  unit = 'K',
  disabled,
  ...input
}: AmountFieldProps) {
  const [focused, setFocused] = useState(false);
  const tipId = useId();
  const hasRange = min !== undefined && max !== undefined;
  const range = hasRange ? depositRangeTooltip({ min, max }) : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? refusal(value)}
      className={cx('ui-amount', className)}
      id={id}
      extra={
        quickAmounts.length > 0 ? (
          <div className="ui-amount__quick" role="group" aria-label="Chọn nhanh số tiền">
            {quickAmounts.map((amount) => (
              <button
                key={amount}
                type="button"
                className={cx('ui-amount__chip', String(amount) === value && 'is-active')}
                aria-pressed={String(amount) === value}
                disabled={disabled}
                onClick={() => onChange(String(amount))}
              >
                {formatQuickAmount(amount)}
              </button>
            ))}
          </div>
        ) : null
      }
    >
      {(ids) => (
        <div className="ui-field__row">
          <input
            {...input}
            {...ids.control}
            type="text"
            inputMode={input.inputMode ?? 'numeric'}
            className="ui-field__input"
            placeholder={input.placeholder ?? range}
            value={value}
            disabled={disabled}
            aria-describedby={
              [range ? tipId : undefined, ids.describedBy].filter(Boolean).join(' ') || undefined
            }
            // The owner hears of focus and blur too: a form shows the amount's message once it is left.
            onFocus={(event) => {
              setFocused(true);
              input.onFocus?.(event);
            }}
            onBlur={(event) => {
              setFocused(false);
              input.onBlur?.(event);
            }}
            onChange={(event) => onChange(amountText(event.target.value))}
          />
          <span className="ui-amount__unit" aria-hidden="true">
            {unit}
          </span>
          {clearable && value ? (
            <button
              type="button"
              className="ui-icon-btn"
              aria-label="Xoá số tiền"
              disabled={disabled}
              onClick={() => onChange('')}
            >
              <CloseIcon size={18} />
            </button>
          ) : null}
          {range ? (
            <span
              id={tipId}
              role="tooltip"
              className={cx('ui-amount__tip', focused && 'is-visible')}
            >
              {range}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}

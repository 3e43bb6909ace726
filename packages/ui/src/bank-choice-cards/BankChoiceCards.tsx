import { useId } from 'react';
import { cx } from '../shared/cx';
import './BankChoiceCards.css';

export interface BankChoice {
  id: string | number;
  name: string;
  logo?: string | null;
  /** A second line: limits or an account number. */
  detail?: string;
  disabled?: boolean;
}

export interface BankChoiceCardsProps {
  /** The group's accessible name. */
  label: string;
  options: BankChoice[];
  value: string | number | null;
  onChange: (id: string | number) => void;
  disabled?: boolean;
  /** Shown when there are no options. */
  emptyText?: string;
}

/** Choice cards for a bank or payment method: a native radio group styled as cards. */
export function BankChoiceCards({
  label,
  options,
  value,
  onChange,
  disabled,
  emptyText,
}: BankChoiceCardsProps) {
  const name = useId();
  if (options.length === 0 && emptyText)
    return <p className="ui-bank-choice__empty">{emptyText}</p>;
  return (
    <fieldset className="ui-bank-choice" disabled={disabled}>
      <legend className="ui-field__label">{label}</legend>
      <div
        className={cx(
          'ui-bank-choice__grid',
          options.some((option) => option.detail) && 'ui-bank-choice__grid--detailed',
        )}
      >
        {options.map((option) => {
          const checked = option.id === value;
          return (
            <label
              key={option.id}
              className={cx(
                'ui-bank-choice__card',
                checked && 'is-checked',
                option.disabled && 'is-disabled',
              )}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={String(option.id)}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onChange(option.id)}
              />
              {option.logo ? (
                // A long list of banks runs below the fold: their logos wait until scrolled near.
                <img
                  src={option.logo}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className="ui-bank-choice__name">{option.name}</span>
              {option.detail ? (
                <span className="ui-bank-choice__detail">{option.detail}</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

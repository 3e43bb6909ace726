import { cx } from '../shared/cx';
import './BankAccountCard.css';

export interface BankAccountCardProps {
  accountNumber: string;
  holder: string;
  bankName: string;
  checked: boolean;
  /** The radio group's name (cards of one list share it). */
  name: string;
  /** Without it the card is read-only (management screen) but still shows its radio. */
  onSelect?: () => void;
  disabled?: boolean;
}

/** A saved bank account: number, holder, bank name and a radio. */
export function BankAccountCard({
  accountNumber,
  holder,
  bankName,
  checked,
  name,
  onSelect,
  disabled,
}: BankAccountCardProps) {
  return (
    <label className={cx('ui-bank-card', checked && 'is-checked', !onSelect && 'is-static')}>
      <span className="ui-bank-card__text">
        <span className="ui-bank-card__number">{accountNumber}</span>
        <span className="ui-bank-card__holder">{holder}</span>
        <span className="ui-bank-card__bank">{bankName}</span>
      </span>
      <input
        type="radio"
        className="ui-bank-card__radio"
        name={name}
        checked={checked}
        readOnly={!onSelect}
        disabled={disabled}
        onChange={() => onSelect?.()}
      />
    </label>
  );
}

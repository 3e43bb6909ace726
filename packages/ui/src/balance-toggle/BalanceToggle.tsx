import { HIDE_BALANCE_LABEL } from '@wallet/domain';
import { EyeIcon } from '../icons/Icons';
import { cx } from '../shared/cx';
import './BalanceToggle.css';

export interface BalanceToggleProps {
  /** Whether the player's money is hidden now. */
  hidden: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * Issue 27 §4 "An eye toggle … masks every balance and amount": one name, 'Ẩn số dư', and its
 * pressed state, so a screen reader hears whether the money is hidden. The eye shows the state:
 * crossed out while hidden (by its style sheet: one icon less in every page's first load).
 */
export function BalanceToggle({ hidden, onToggle, className }: BalanceToggleProps) {
  return (
    <button
      type="button"
      className={cx('ui-icon-btn', 'ui-balance-toggle', className)}
      aria-label={HIDE_BALANCE_LABEL}
      aria-pressed={hidden}
      onClick={onToggle}
    >
      <EyeIcon />
    </button>
  );
}

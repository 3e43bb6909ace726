import { formatBalanceK } from '@wallet/domain';
import { cx } from '../shared/cx';
import './RangeHint.css';

export interface RangeHintProps {
  min: number;
  /** null: the game has no maximum, and 'Tối đa:' is not shown. */
  max: number | null;
  /** The entered amount; the bound it breaks is highlighted. Empty: nothing highlighted. */
  value?: number | null;
  /**
   * The bound to highlight, when the caller's rule knows better than a plain comparison (a game
   * sends its maximum instead of a whole balance above it). Given, it replaces the comparison.
   */
  broken?: 'min' | 'max' | null;
}

/**
 * The play-game dialog's "'Tối thiểu:' and 'Tối đa:' … highlighted when the entry is out of range".
 * The bounds are in the main wallet's thousands, so they read as it does: '10K'.
 */
export function RangeHint({ min, max, value, broken }: RangeHintProps) {
  const entered = value !== null && value !== undefined && !Number.isNaN(value);
  const low = broken !== undefined ? broken === 'min' : entered && value < min;
  const high = broken !== undefined ? broken === 'max' : entered && max !== null && value > max;
  return (
    <p className="ui-range-hint">
      <span className={cx(low && 'is-broken')}>
        Tối thiểu: <strong>{formatBalanceK(min)}</strong>
      </span>
      {max !== null ? (
        <span className={cx(high && 'is-broken')}>
          Tối đa: <strong>{formatBalanceK(max)}</strong>
        </span>
      ) : null}
      {low || high ? <span className="visually-hidden"> (ngoài giới hạn)</span> : null}
    </p>
  );
}

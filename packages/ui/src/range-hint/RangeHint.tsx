import { groupThousands } from '@wallet/domain';
import { cx } from '../shared/cx';
import './RangeHint.css';

export interface RangeHintProps {
  min: number;
  max: number;
  /** The entered amount; the bound it breaks is highlighted. Empty: nothing highlighted. */
  value?: number | null;
}

/** The play-game dialog's "'Tối thiểu:' and 'Tối đa:' … highlighted when the entry is out of range". */
export function RangeHint({ min, max, value }: RangeHintProps) {
  const entered = value !== null && value !== undefined && !Number.isNaN(value);
  const low = entered && value < min;
  const high = entered && value > max;
  return (
    <p className="ui-range-hint">
      <span className={cx(low && 'is-broken')}>
        Tối thiểu: <strong>{groupThousands(min)}</strong>
      </span>
      <span className={cx(high && 'is-broken')}>
        Tối đa: <strong>{groupThousands(max)}</strong>
      </span>
      {low || high ? <span className="visually-hidden"> (ngoài giới hạn)</span> : null}
    </p>
  );
}

import {
  BALANCE_FORBIDDEN,
  BALANCE_NETWORK_ERROR_DISPLAY,
  BALANCE_NOT_SUPPORTED,
  formatPoints,
} from '@wallet/domain';
import { Money } from '../money-mask/MoneyMask';
import { cx } from '../shared/cx';
import './BalanceDisplay.css';

/**
 * The states of a game balance: "Loading spinner, a number, 'KHÔNG ĐƯỢC HỖ TRỢ' (not supported),
 * 'LỖI MẠNG' (network error), or 'CẤM' (forbidden, Da Ga). A balance of 0 shows 0."
 */
export type BalanceState =
  | { kind: 'loading' }
  | { kind: 'value'; value: number }
  | { kind: 'unsupported' }
  | { kind: 'network-error' }
  | { kind: 'forbidden' };

export interface BalanceDisplayProps {
  state: BalanceState;
  className?: string;
}

const TEXT = {
  unsupported: BALANCE_NOT_SUPPORTED,
  'network-error': BALANCE_NETWORK_ERROR_DISPLAY,
  forbidden: BALANCE_FORBIDDEN,
} as const;

/**
 * Reads the domain's `balanceDisplay()` answer (null: spinner, a number, or one of the three words)
 * as a state of this component.
 */
export function balanceStateFrom(display: number | string | null | undefined): BalanceState {
  if (display === null || display === undefined) return { kind: 'loading' };
  if (typeof display === 'number') return { kind: 'value', value: display };
  if (display === TEXT.unsupported) return { kind: 'unsupported' };
  if (display === TEXT.forbidden) return { kind: 'forbidden' };
  return { kind: 'network-error' };
}

/**
 * One game balance: spinner, points with their unit (0 included: '0 điểm') or one of the three
 * status words. The unit is always there: a bare number beside a balance in K reads as K.
 */
export function BalanceDisplay({ state, className }: BalanceDisplayProps) {
  if (state.kind === 'loading') {
    return (
      <span className={cx('ui-balance', 'is-loading', className)} role="status">
        <span className="ui-spinner" aria-hidden="true" />
        <span className="visually-hidden">Đang tải số dư</span>
      </span>
    );
  }
  if (state.kind === 'value') {
    return (
      <span className={cx('ui-balance', className)}>
        <Money>{formatPoints(state.value)}</Money>
      </span>
    );
  }
  return (
    <span className={cx('ui-balance', `is-${state.kind}`, className)}>{TEXT[state.kind]}</span>
  );
}

import type { GameItemWithBalance } from '@wallet/api';
import { balanceDisplay, type GameBalance } from '@wallet/domain';
import { balanceStateFrom, type BalanceState } from '@wallet/ui';

// The three answers that carry a game balance, read as the domain's GameBalance, so one mapping
// (001 §4 "Game balance display") turns each into what the row shows.

const NETWORK: GameBalance = { kind: 'error', code: 'BALANCE_NETWORK_ERROR' };

/** 001 §3 "balance (a number, or the text 'LỖI MẠNG' meaning network error)". */
export function fromList(balance: GameItemWithBalance['balance']): GameBalance {
  return typeof balance === 'number' ? { kind: 'value', value: balance } : NETWORK;
}

/** GET player/get_balance_game_categories-item: "status, balance" (an error code when status is false). */
export function fromItemAnswer(answer: { status: boolean; balance: number | string }): GameBalance {
  if (answer.status && typeof answer.balance === 'number') {
    return { kind: 'value', value: answer.balance };
  }
  return typeof answer.balance === 'string' ? { kind: 'error', code: answer.balance } : NETWORK;
}

/** GET player/daga/balance: `result` on success, else `error` (FORBIDDEN, NETWORK_ERROR). */
export function fromDagaAnswer(
  answer: { status: true; result: number } | { status: false; error: string },
): GameBalance {
  return answer.status
    ? { kind: 'value', value: answer.result }
    : { kind: 'error', code: answer.error };
}

export const networkError = (): GameBalance => NETWORK;

export const toBalanceState = (balance: GameBalance): BalanceState =>
  balanceStateFrom(balanceDisplay(balance));

/**
 * 001 §5 "The amount rounded down to a whole number is what is sent for game point transfers to the
 * main wallet": the points a move would send; 0 when there is nothing whole to move.
 */
export function wholePoints(balance: GameBalance): number {
  return balance.kind === 'value' && balance.value >= 1 ? Math.floor(balance.value) : 0;
}

import { addNotification, type SandboxState } from './store.js';
import type { Player, Transaction } from './types.js';

/** Main balance as the API shows it: thousands of VND with two decimals, as a string. */
export function formatK(vnd: number): string {
  return (vnd / 1000).toFixed(2);
}

/** Main-wallet K (up to 2 decimals in practice) to whole VND. */
export function kToVnd(k: number): number {
  return Math.round(k * 1000);
}

export const formatVnd = (vnd: number) => vnd.toLocaleString('vi-VN');

export type ChangeResult = { ok: true; txn: Transaction } | { ok: false; message: string };

const FINAL = new Set([1, 2]);

function finalMessage(txn: Transaction): string {
  return txn.is_approved === 1 ? 'ALREADY_APPROVED' : 'ALREADY_REJECTED';
}

/** A first approved deposit activates an account: the upstream then creates the game account. */
function activate(state: SandboxState, player: Player): void {
  if (player.is_approved === 1 && player.user_id !== null) return;
  player.is_approved = 1;
  player.user_id ??= ++state.seq.userId;
  player.user_name ??= `vn${player.phone}`;
  player.raw_string ??= `Sv${player.phone.slice(-4)}x${player.user_id % 100}`;
}

/** Approve once. Deposits credit the main balance here and only here (guarded by `credited`). */
export function approve(state: SandboxState, txn: Transaction, now: number): ChangeResult {
  if (FINAL.has(txn.is_approved)) return { ok: false, message: finalMessage(txn) };
  const player = state.players.get(txn.phone);
  txn.is_approved = 1;
  if (!player) return { ok: true, txn };
  if (txn.purpose === 'deposit' && !txn.credited) {
    txn.credited = true;
    player.balanceVnd += txn.amount;
    activate(state, player);
    addNotification(
      state,
      player,
      'Nạp tiền thành công',
      `Giao dịch ${txn.transaction_id} đã được phê duyệt.`,
      now,
    );
  } else if (txn.purpose === 'withdraw') {
    addNotification(
      state,
      player,
      'Rút tiền thành công',
      `Giao dịch ${txn.transaction_id} đã được chuyển khoản.`,
      now,
    );
  }
  return { ok: true, txn };
}

/** Reject once. Withdrawals were held at creation, so they are refunded here (guarded by `refunded`). */
export function reject(
  state: SandboxState,
  txn: Transaction,
  now: number,
  note?: string,
): ChangeResult {
  if (FINAL.has(txn.is_approved)) return { ok: false, message: finalMessage(txn) };
  const player = state.players.get(txn.phone);
  txn.is_approved = 2;
  txn.note = note ?? txn.note ?? 'Giao dịch bị từ chối';
  if (!player) return { ok: true, txn };
  if (txn.purpose === 'withdraw' && !txn.refunded) {
    txn.refunded = true;
    player.balanceVnd += txn.amount;
  }
  addNotification(
    state,
    player,
    'Giao dịch bị từ chối',
    `Giao dịch ${txn.transaction_id} bị từ chối: ${txn.note}`,
    now,
  );
  return { ok: true, txn };
}

/** The player says they paid (deposit) or the payout is processing (withdrawal): 0 -> 3. */
export function markPaid(txn: Transaction): ChangeResult {
  if (txn.is_approved !== 0) {
    return { ok: false, message: FINAL.has(txn.is_approved) ? finalMessage(txn) : 'NOT_PENDING' };
  }
  txn.is_approved = 3;
  return { ok: true, txn };
}

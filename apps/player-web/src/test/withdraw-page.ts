import { screen, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { openPage, requestsTo } from './render';
import { approveInConsole } from './sandbox';
import { sandbox } from './setup';

// What the withdraw page tests share: opening the page as a seeded player and finding its parts by
// what the player sees.

export const WITHDRAW = 'POST /api/account/withdraw';
export const withdrawals = () => requestsTo(WITHDRAW);
export const LOCKED_TEXT =
  'Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.';
export const REQUIRED = 'Vui lòng nhập số tiền';
export const BELOW_MIN = 'Số tiền rút tối thiểu từ 150 trở lên';
export const INSUFFICIENT = 'Bạn không có đủ số dư để thực hiện giao dịch này';
export const PENDING_EN = 'A pending request is in process. Please try again later.';

/** Opens /withdraw as `phone` and waits for step 1's amount field and the main balance. */
export async function openWithdraw(phone: string = SEED.players.approved.phone) {
  const page = await openPage('/withdraw', { as: phone });
  const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
  await screen.findByTestId('withdraw-balance');
  return {
    ...page,
    amount,
    next: () => screen.getByRole<HTMLButtonElement>('button', { name: 'Tiếp theo' }),
    send: () => screen.getByRole<HTMLButtonElement>('button', { name: 'Rút tiền' }),
  };
}

/** The bank step's radio of the account numbered `number`. */
export function bankCard(name: string): HTMLElement {
  return within(screen.getByRole('group', { name: 'Tài khoản ngân hàng' })).getByRole('radio', {
    name: new RegExp(name),
  });
}

/** The messages under the fields (role alert), as text. */
export function fieldMessages(): string[] {
  return screen.queryAllByRole('alert').map((element) => element.textContent ?? '');
}

/**
 * The seeded approved player has a withdrawal of 900,000 waiting: staff approve it in the console,
 * so this player's next withdrawal goes through cleanly.
 */
export async function approvePendingWithdrawal(phone = SEED.players.approved.phone) {
  const waiting = sandbox.state.transactions.filter(
    (t) => t.phone === phone && t.purpose === 'withdraw' && t.is_approved === 0,
  );
  for (const t of waiting) await approveInConsole(t.transaction_id);
}

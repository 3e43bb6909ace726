import { waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { dialogSaying } from '../../test/dialogs';
import { openPage } from '../../test/render';
import { clearFaults, injectFault } from '../../test/sandbox';
import { sandbox } from '../../test/setup';
import {
  approvePendingWithdrawal,
  INSUFFICIENT,
  LOCKED_TEXT,
  openWithdraw,
  PENDING_EN,
  withdrawals,
} from '../../test/withdraw-page';

const { approved } = SEED.players;
const WITHDRAW_PATH = '/account/withdraw';
const NO_ANSWER =
  'Chưa nhận được phản hồi cho giao dịch này. Vui lòng kiểm tra lịch sử giao dịch trước khi thử lại.';
const MADE_ANYWAY = 'Giao dịch của bạn đã được ghi nhận. Vui lòng kiểm tra lịch sử giao dịch.';
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
const BANKS_FAILED = `Không thể tải tài khoản ngân hàng của bạn. ${GENERIC}`;
const CHECK_FAILED = `Không thể kiểm tra quyền rút tiền của tài khoản. ${GENERIC}`;

/** Opens the page as the approved player (pending one approved) and goes to step 2 with 150 points. */
async function atBankStep() {
  await approvePendingWithdrawal();
  const page = await openWithdraw();
  await page.user.type(page.amount, '150');
  await page.user.click(page.next());
  await page.screen.findByRole('radio', { name: /Vietcombank/ });
  return page;
}

describe('the withdraw lock (001 §4 "the withdraw page shows a modal … and the next and withdraw buttons are disabled")', () => {
  it('the locked player: the modal says so, Next is disabled, nothing is sent', async () => {
    const { user, screen, amount, next } = await openWithdraw(SEED.players.withdrawLocked.phone);
    const dialog = await dialogSaying(LOCKED_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(screen.getByRole('alert').textContent).toBe(LOCKED_TEXT);
    expect(next().disabled).toBe(true);
    expect(amount.matches(':disabled')).toBe(true);
    expect(withdrawals()).toBe(0);
  });

  it('the locked player with a held amount: the withdraw button is disabled too', async () => {
    useSession.setState({ withdrawamount: 150 });
    const { screen } = await openPage('/withdraw', { as: SEED.players.withdrawLocked.phone });
    await dialogSaying(LOCKED_TEXT);
    const send = await screen.findByRole('button', { name: 'Rút tiền' });
    await waitFor(() => expect(send.matches(':disabled')).toBe(true));
  });
});

describe('withdraw errors (001 §8 "Signed-in withdraw (errors open a modal with an OK button)")', () => {
  it.each([
    [400, 'PLAYER_NOT_ALLOWED_TO_WITHDRAW', 'Withdrawal is disabled. Contact support.'],
    [400, 'LESS_THEN_MINIMUM_LIMIT', 'Withdrawal amount is below the minimum limit.'],
    [400, 'INSUFFICIENT_BALANCE', 'Insufficient balance.'],
    [401, 'DEPOSIT_REQUIRED', 'A deposit request is required before withdrawal.'],
    [400, 'Account Not Activated', 'Please activate your account first.'],
    [400, 'not enough money', 'Insufficient funds.'],
    [500, 'SERVER_ERROR', 'An unexpected error occurred. Please try again.'],
  ])('%s %s: "%s" in a modal with OK; the page stays', async (status, message, text) => {
    const { user, router } = await atBankStep();
    await injectFault({
      method: 'POST',
      path: WITHDRAW_PATH,
      kind: 'status',
      status,
      body: { status: false, message },
    });
    await user.click(await within(document.body).findByRole('button', { name: 'Rút tiền' }));
    const dialog = await dialogSaying(text);
    // 001 §8 "errors open a modal with an OK button" (issue 24 §7: it said 'Đóng').
    expect(within(dialog).queryByRole('button', { name: 'Đóng' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/withdraw');
    expect(withdrawals()).toBe(1);
  });

  it('the upstream refusing a locked player locks the page (PLAYER_NOT_ALLOWED_TO_WITHDRAW)', async () => {
    const { user, screen } = await atBankStep();
    await injectFault({
      method: 'POST',
      path: WITHDRAW_PATH,
      kind: 'status',
      status: 400,
      body: { status: false, message: 'PLAYER_NOT_ALLOWED_TO_WITHDRAW' },
    });
    await user.click(screen.getByRole('button', { name: 'Rút tiền' }));
    await dialogSaying('Withdrawal is disabled. Contact support.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rút tiền' }).matches(':disabled')).toBe(true),
    );
  });
});

describe('a pending withdrawal (403): the seeded player has one of 900,000', () => {
  it('OK goes to /transections (001 §8 "The modal\'s redirect goes to /transections"); nothing is replaced', async () => {
    const { user, amount, next, send, router } = await openWithdraw();
    await user.type(amount, '150');
    await user.click(next());
    await user.click(send());
    const dialog = await dialogSaying(PENDING_EN);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
    expect(withdrawals()).toBe(1);
    const pending = sandbox.state.transactions.filter(
      (t) => t.phone === approved.phone && t.purpose === 'withdraw' && t.is_approved === 0,
    );
    expect(pending.map((t) => t.amount)).toEqual([900_000]);
  });

  it('the second, explicit button replaces it (reject_previous): one more POST, the old one rejected, then the history', async () => {
    const { user, amount, next, send, router } = await openWithdraw();
    await user.type(amount, '150');
    await user.click(next());
    await user.click(send());
    const dialog = await dialogSaying(PENDING_EN);
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ yêu cầu cũ và rút' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/transections',
        search: '?tab=withdraw',
      }),
    );
    expect(withdrawals()).toBe(2);
    const mine = sandbox.state.transactions.filter(
      (t) => t.phone === approved.phone && t.purpose === 'withdraw',
    );
    expect(mine.filter((t) => t.is_approved === 0).map((t) => t.amount)).toEqual([4_500_000]);
    expect(mine.find((t) => t.amount === 900_000)?.is_approved).toBe(2);
  });
});

describe('a lost answer (the money guard)', () => {
  it('made upstream, answer lost: the guard says so and offers the history; a second tap sends nothing (the balance read again no longer covers it)', async () => {
    const { user, screen } = await atBankStep();
    await injectFault({ method: 'POST', path: WITHDRAW_PATH, kind: 'drop-after' });
    await user.click(screen.getByRole('button', { name: 'Rút tiền' }));
    const dialog = await dialogSaying(MADE_ANYWAY);
    expect(
      within(dialog).getByRole('link', { name: 'Lịch sử giao dịch' }).getAttribute('href'),
    ).toBe('/transections');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Rút tiền' }));
    expect(await screen.findByText(INSUFFICIENT)).toBeDefined();
    expect(withdrawals()).toBe(1);
  });

  it('lost before the upstream saw it: the player is told to look at the history before trying again; a second tap is not sent', async () => {
    // "A withdrawal whose answer never came is not re-sent: the player is sent to the history to check"
    const { user, screen, router } = await atBankStep();
    await injectFault({ method: 'POST', path: WITHDRAW_PATH, kind: 'drop' });
    await user.click(screen.getByRole('button', { name: 'Rút tiền' }));
    let dialog = await dialogSaying(NO_ANSWER);
    expect(within(dialog).queryByRole('button', { name: 'Đóng' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Rút tiền' }));
    dialog = await dialogSaying(NO_ANSWER);
    expect(withdrawals()).toBe(1);
    await user.click(within(dialog).getByRole('link', { name: 'Lịch sử giao dịch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
  });
});

describe('loads: loading, failure with retry, never an empty list', () => {
  it("the banks fail while the player is on the amount step: said there with 'Thử lại' (issue 24 §5), Next waits for them; the retry lets the player on", async () => {
    await injectFault({ path: '/player/active/banks', kind: 'status', status: 500, times: 10 });
    const { user, screen, amount, next } = await openWithdraw();
    expect(await screen.findByText(BANKS_FAILED)).toBeDefined();
    await user.type(amount, '150');
    expect(next().disabled).toBe(true);
    await clearFaults();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(next().disabled).toBe(false));
    expect(screen.queryByText(BANKS_FAILED)).toBeNull();
    await user.click(next());
    expect(await screen.findByRole('radio', { name: /Vietcombank/ })).toBeDefined();
  });
});

describe('the withdraw-permission check a withdrawal rests on (issue 24 §5)', () => {
  it("a failed check says it could not check, with 'Thử lại'; Next and the amount are closed until it answers", async () => {
    await injectFault({
      method: 'GET',
      path: '/player/check/allow/withdraw',
      kind: 'status',
      status: 500,
      times: 10,
    });
    const { user, screen, amount, next } = await openWithdraw();
    expect(await screen.findByText(CHECK_FAILED)).toBeDefined();
    expect(next().disabled).toBe(true);
    expect(amount.matches(':disabled')).toBe(true);

    await clearFaults();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(next().disabled).toBe(false));
    expect(screen.queryByText(CHECK_FAILED)).toBeNull();
    await user.type(amount, '150');
    await user.click(next());
    expect(await screen.findByRole('radio', { name: /Vietcombank/ })).toBeDefined();
    expect(withdrawals()).toBe(0);
  });
});

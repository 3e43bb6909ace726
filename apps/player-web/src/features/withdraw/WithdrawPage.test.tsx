import { waitFor } from '@testing-library/react';
import { formatBalanceK } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { NO_DECIMALS, pasteAmount, refusedPastes, TOO_LONG } from '../../test/amounts';
import { describedBy } from '../../test/described-by';
import { openPage, requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import { sandbox } from '../../test/setup';
import {
  approvePendingWithdrawal,
  bankCard,
  BELOW_MIN,
  fieldMessages,
  INSUFFICIENT,
  openWithdraw,
  REQUIRED,
  withdrawals,
} from '../../test/withdraw-page';

const DONE = { pathname: '/transections', search: '?tab=withdraw' };
const { approved } = SEED.players;

/** The seeded player's withdrawal that is on its way (held), once sent. */
const heldWithdrawals = () =>
  sandbox.state.transactions.filter(
    (t) => t.phone === approved.phone && t.purpose === 'withdraw' && t.is_approved === 0,
  );

/** From a valid 150 points: 'Tiếp theo', the bank, 'Rút tiền': one POST of 150 × 30000, then the history. */
async function sendTo(bank: string, page: Awaited<ReturnType<typeof openWithdraw>>) {
  await page.user.click(page.next());
  await page.user.click(bankCard(bank));
  await page.user.click(page.send());
  await waitFor(() => expect(page.router.state.location).toMatchObject(DONE));
  expect(withdrawals()).toBe(1);
  expect(heldWithdrawals().map((t) => t.amount)).toEqual([4_500_000]);
}

describe('the amount step: its messages and what is sent (a mistake, the correction and one request: src/app/forms.test.tsx)', () => {
  it('by tap: empty, under the minimum, above the balance, then 150 points: one POST of 150 × 30000, then /transections?tab=withdraw', async () => {
    await approvePendingWithdrawal();
    const page = await openWithdraw();
    const { user, screen, amount, next } = page;
    // 001 §5 "The placeholder shows the minimum and maximum from the limits call."
    await waitFor(() => expect(amount.getAttribute('placeholder')).toBe('150 ~ 15,000,000'));
    // Issue 47 §3 "The withdraw amount's rate (what one unit is in VND) is shown before the player
    // types", as the field's description.
    expect(describedBy(amount)).toContain('1 điểm = 30,000 VND');

    await user.click(next());
    expect(await screen.findByText(REQUIRED)).toBeDefined();
    await user.type(amount, '100');
    expect(await screen.findByText(BELOW_MIN)).toBeDefined();
    // 5000 K balance: 167 points are 5,010,000 VND.
    await user.clear(amount);
    await user.type(amount, '167');
    await user.click(next());
    expect(await screen.findByText(INSUFFICIENT)).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Số tiền' })).toBe(amount);

    await user.clear(amount);
    await user.type(amount, '150');
    // 001 §9 "the display shows the real amount as 'Thực tế'".
    expect(screen.getByText('Thực tế: 4,500,000 VND')).toBeDefined();
    // Issue 47 §3 "the value in VND and in Vietnamese words".
    expect(describedBy(amount)).toContain(
      '150 điểm = 4,500,000 VND · Bốn triệu năm trăm nghìn đồng',
    );
    await waitFor(() => expect(fieldMessages()).toEqual([]));
    await sendTo('Vietcombank', page);
    // The balance is the upstream's, read again after the hold.
    expect(useSession.getState().withdrawamount).toBeNull();
  });

  it('001 §5 "numeric only, at most 9 characters (extra are cut off)": nothing is cut or dropped, each refusal is said at once and nothing is sent; \' 150 \' sends 150 points', async () => {
    await approvePendingWithdrawal();
    const page = await openWithdraw();
    const { user, screen, amount, next } = page;
    // Typed, not only pasted: '150.5' never becomes 1505 (issue 24).
    await user.type(amount, '150.5');
    expect(amount).toHaveProperty('value', '150.5');
    expect(fieldMessages()).toEqual([NO_DECIMALS]);
    expect(screen.getByText('Thực tế: 0 VND')).toBeDefined();
    for (const [pasted, shown, message] of refusedPastes(NO_DECIMALS, TOO_LONG)) {
      await pasteAmount(user, amount, pasted);
      expect(amount).toHaveProperty('value', shown);
      expect(fieldMessages()).toEqual([message]);
      await user.click(next());
      await user.type(amount, '{Enter}');
      expect(screen.queryByRole('button', { name: 'Rút tiền' })).toBeNull();
    }
    await pasteAmount(user, amount, ' 150 ');
    expect(amount).toHaveProperty('value', '150');
    expect(fieldMessages()).toEqual([]);
    // What the player sees is what is sent: 150 points × 30000.
    expect(screen.getByText('Thực tế: 4,500,000 VND')).toBeDefined();
    await sendTo('Vietcombank', page);
  });

  it('too little balance: 150 points need 4,500 K, the player has 2,000 K: Next does not advance, nothing is sent', async () => {
    // 001 §5 "Next is allowed only when the amount is … not above the balance. The advance check
    // compares against 30 times the balance." (docs/decisions.md: amount × 30 ≤ balance in K)
    const { user, screen, amount, next } = await openWithdraw(SEED.players.depositLocked.phone);
    await user.type(amount, '150');
    await user.click(next());
    expect(await screen.findByText(INSUFFICIENT)).toBeDefined();
    await user.type(amount, '{Enter}');
    expect(screen.queryByRole('button', { name: 'Rút tiền' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tiếp theo' })).toBeDefined();
    expect(withdrawals()).toBe(0);
  });
});

describe('the steps', () => {
  it('an amount held in shared state (withdrawamount) starts at the bank step; back returns to the amount, kept', async () => {
    // 001 §2 "If an amount is already held in shared state, the flow starts at … the bank step."
    useSession.setState({ withdrawamount: 155 });
    const { screen, user } = await openPage('/withdraw', { as: approved.phone });
    expect(await screen.findByRole('radio', { name: /Vietcombank/ })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Số tiền' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
    expect((amount as HTMLInputElement).value).toBe('155');
  });

  it('step 2 with the one account the player may have: no add-bank button; the support button opens the live chat', async () => {
    const { user, screen, amount, next } = await openWithdraw();
    await user.type(amount, '150');
    await user.click(next());
    const support = await screen.findByRole('link', { name: 'Chăm sóc khách hàng' });
    expect(support.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Thêm ngân hàng' })).toBeNull();
  });

  it("no accounts: the bank step's empty text, and the add-bank link carries the maximum count", async () => {
    // 001 §8 "With no banks: 'Hiện tại không có ngân hàng nào, …'"; 001 §2 add account "Reached
    // from the withdraw flow, with the maximum account count passed in navigation state".
    useSession.setState({ withdrawamount: 150 });
    const { screen, user, router } = await openPage('/withdraw', { as: SEED.players.fresh.phone });
    expect(
      await screen.findByText(
        'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Rút tiền' }).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Thêm ngân hàng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-account'));
    expect(router.state.location.state).toEqual({ max: 1 });
  });
});

describe('game points to the main wallet (001 §4 "the game balance goes to 0 and the user info is reloaded")', () => {
  it('Aztec Treasure 120 points: one transfer of 120, the game shows 0, the main balance is read again (5,120 K)', async () => {
    const { user, screen } = await openWithdraw();
    const button = await screen.findByRole('button', {
      name: 'Chuyển về ví chính: Aztec Treasure',
    });
    const row = button.closest('li')!;
    expect(row.textContent).toContain('120');
    const userReads = requestsTo('GET /api/user');
    await user.click(button);
    await waitFor(() => expect(row.textContent).toMatch(/Aztec Treasure0/));
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-balance').textContent).toBe(formatBalanceK(5120)),
    );
    expect(requestsTo('POST /api/player/points/withdraw/game/101')).toBe(1);
    expect(requestsTo('GET /api/user')).toBeGreaterThan(userReads);
  });

  it('Dragon Fishing 45.5 points: the amount sent is rounded down (001 §5), 45', async () => {
    const { user, screen } = await openWithdraw();
    await user.click(
      await screen.findByRole('button', { name: 'Chuyển về ví chính: Dragon Fishing' }),
    );
    await waitFor(() =>
      expect(sandbox.state.players.get(approved.phone)!.gamePoints[201]).toBe(0.5),
    );
  });

  it("a refused transfer says why (001 §8 NETWORK_ERROR: 'Lỗi mạng') and the game keeps its points", async () => {
    await injectFault({
      method: 'POST',
      path: '/player/points/withdraw/game/101',
      kind: 'status',
      status: 400,
      body: { status: false, message: 'NETWORK_ERROR' },
    });
    const { user, screen } = await openWithdraw();
    await user.click(
      await screen.findByRole('button', { name: 'Chuyển về ví chính: Aztec Treasure' }),
    );
    expect(await screen.findByText('Lỗi mạng')).toBeDefined();
    expect(sandbox.state.players.get(approved.phone)!.gamePoints[101]).toBe(120);
  });

  it("a 429 on the move says the rate limit's text, never the server's raw 'Too Many Attempts.' (issue 24)", async () => {
    await injectFault({
      method: 'POST',
      path: '/player/points/withdraw/game/101',
      kind: 'status',
      status: 429,
      body: { message: 'Too Many Attempts.' },
    });
    const { user, screen } = await openWithdraw();
    await user.click(
      await screen.findByRole('button', { name: 'Chuyển về ví chính: Aztec Treasure' }),
    );
    expect(
      await screen.findByText('Too many requests. Only 1 request per second allowed.'),
    ).toBeDefined();
    expect(screen.queryByText('Too Many Attempts.')).toBeNull();
    expect(sandbox.state.players.get(approved.phone)!.gamePoints[101]).toBe(120);
  });
});

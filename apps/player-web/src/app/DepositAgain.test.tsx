import { cleanup, screen, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { depositInHistory } from '../features/deposit/history-entry';
import { ANNOUNCEMENTS_SEEN_KEY } from '../features/home/Announcements';
import { queryClient } from '../lib/wallet';
import { DECIMAL_TEXT, deposits, findQrStep, openDeposit, option } from '../test/deposit-page';
import { openPage } from '../test/render';
import { control } from '../test/sandbox';

// Issue 47 §4 "From home, a player who deposited before reaches the bank app with the transfer
// filled in in at most three taps: one to a deposit form filled with their last method, bank and
// amount ('Nạp lại 600K', changeable), one to send it, one on the remembered app."

/** A 700 K deposit to BIDV (not the first bank) made on /deposit, then turned down by staff. */
async function depositToBidv() {
  const { user, amount, submit, router } = await openDeposit();
  await user.click(option('Ngân hàng', 'BIDV'));
  await user.type(amount, '700');
  await user.click(submit());
  await findQrStep();
  await control.settle(depositInHistory(router.state.location.state)!.transaction_id, 'reject');
}

/** Home on a new page load of the same phone. */
async function home(phone?: string) {
  cleanup();
  queryClient.clear();
  sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1');
  return openPage('/', phone ? { as: phone } : {});
}

const quickLinks = async () =>
  within(await screen.findByRole('region', { name: 'Truy cập nhanh' }));

describe('issue 47 §4 "Three taps for a returning player"', () => {
  it('"A first deposit stays as the spec describes it": no offer before one was made', async () => {
    await home(SEED.players.approved.phone);
    expect(await (await quickLinks()).findByRole('link', { name: 'NẠP TIỀN' })).toBeDefined();
    expect((await quickLinks()).queryByRole('link', { name: /^Nạp lại/ })).toBeNull();
  });

  it("'Nạp lại 700K' opens the form with the last method, bank and amount; one tap sends that deposit", async () => {
    await depositToBidv();
    const { user, router } = await home();
    await user.click(await (await quickLinks()).findByRole('link', { name: 'Nạp lại 700K' }));
    const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
    expect(router.state.location.search).toBe('?again');
    expect(amount).toHaveProperty('value', '700');
    expect(option('Ngân hàng', 'BIDV')).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: /^Nạp Tiền/ }));
    await findQrStep();
    const made = depositInHistory(router.state.location.state)!;
    expect(made.bank_name).toBe('BIDV');
    expect(made.amount).toBe(700_000);
    expect(deposits()).toBe(1);
  });

  it('"changeable": a wrong amount says why and sends nothing; the one typed instead is sent once, with Enter, and is offered next time', async () => {
    await depositToBidv();
    const { user, router } = await home();
    await user.click(await (await quickLinks()).findByRole('link', { name: 'Nạp lại 700K' }));
    const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
    // A mistake first: its message, nothing sent; then the correction, sent with Enter, once.
    await user.clear(amount);
    await user.type(amount, '5.5{Enter}');
    expect(await screen.findByText(DECIMAL_TEXT)).toBeDefined();
    expect(deposits()).toBe(0);
    await user.clear(amount);
    await user.type(amount, '800{Enter}');
    await findQrStep();
    expect(deposits()).toBe(1);
    expect(depositInHistory(router.state.location.state)!.amount).toBe(800_000);
    await control.settle(depositInHistory(router.state.location.state)!.transaction_id, 'reject');
    await home();
    expect(await (await quickLinks()).findByRole('link', { name: 'Nạp lại 800K' })).toBeDefined();
  });

  it('a phone shared by two players offers each only their own last deposit', async () => {
    await depositToBidv();
    await home(SEED.players.fresh.phone);
    expect(await (await quickLinks()).findByRole('link', { name: 'NẠP TIỀN' })).toBeDefined();
    expect((await quickLinks()).queryByRole('link', { name: /^Nạp lại/ })).toBeNull();
  });
});

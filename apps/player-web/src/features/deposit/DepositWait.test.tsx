import { waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { dialogSaying } from '../../test/dialogs';
import {
  clockFromHere,
  holdPastTheWait,
  ledger,
  TOLD,
  waitOutTheSite,
} from '../../test/money-wait';
import { deposits, openDeposit } from '../../test/deposit-page';

describe(`a deposit the upstream holds past the site's wait (issue 24 §3 "A money call never waits without end")`, () => {
  it('after the wait it says the outcome is not known yet and frees the player; the same tap sends nothing; the late answer lands in the history', async () => {
    const { arrived } = await holdPastTheWait('/api/account/deposit');
    const { user, amount, submit, screen, router } = await openDeposit();
    await user.type(amount, '600');
    clockFromHere();
    await user.click(submit());
    await waitOutTheSite(deposits);
    const dialog = await dialogSaying(TOLD);
    // Not 'Đang xử lý' any more: the form is the player's again, and the page can be left.
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await user.click(submit());
    await dialogSaying(TOLD);
    expect(deposits()).toBe(1);
    // The late answer comes: the history read after it shows the deposit, made once.
    await arrived;
    expect(ledger('POST /account/deposit')).toHaveLength(1);
    await user.click(
      within(await dialogSaying(TOLD)).getByRole('link', { name: 'Lịch sử giao dịch' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
    expect(await screen.findByText(/600,000/)).toBeDefined();
    expect(deposits()).toBe(1);
  });

  it('a deposit that answers in time is shown as ever: the wait changes nothing for it', async () => {
    const { user, amount, submit, screen } = await openDeposit(SEED.players.withdrawLocked.phone);
    await user.type(amount, '600');
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { name: 'Thông tin nạp tiền' }, { timeout: 10_000 }),
    ).toBeDefined();
    expect(deposits()).toBe(1);
  });
});

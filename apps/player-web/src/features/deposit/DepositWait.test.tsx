import { waitFor, within } from '@testing-library/react';
import { MONEY_WAIT_LABEL } from '@wallet/domain';
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
import { deposits, findQrStep, openDeposit } from '../../test/deposit-page';
import { pageClock, seconds } from '../../test/page-clock';
import { hold } from '../../test/setup';

describe(`a deposit the upstream holds past the site's wait (issue 24 §3 "A money call never waits without end")`, () => {
  it('after the wait it says the outcome is not known yet and frees the player; the same tap sends nothing; the late answer lands in the history', async () => {
    const { arrived } = await holdPastTheWait('/api/account/deposit');
    const { user, amount, submit, screen, router } = await openDeposit();
    await user.type(amount, '600');
    clockFromHere();
    await user.click(submit());
    await waitOutTheSite('POST /account/deposit');
    const dialog = await dialogSaying(TOLD);
    // Not 'Đang xử lý' any more: the form is the player's again, and the page can be left; the
    // wait's progress has given way to what is known (issue 37 §3).
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('progressbar', { name: MONEY_WAIT_LABEL })).toBeNull();
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

describe('a deposit waiting for its answer shows for how long (issue 37 §3 "Long waits show their progress")', () => {
  const progress = () =>
    document.querySelector(`[role="progressbar"][aria-label="${MONEY_WAIT_LABEL}"]`);

  it('"never a bare spinner for more than 3 s": from its 2nd second, under the button, what is awaited and how long of the 30 s, in words and a progress bar; gone with the answer', async () => {
    const { user, amount, submit, screen } = await openDeposit();
    await user.type(amount, '600');
    pageClock();
    // The deposit reaches the upstream only when the test lets it: it is on its way meanwhile.
    const held = hold('POST', '/account/deposit');
    await user.click(submit());
    await held.arrived;
    // Its first second: the pressed button's spinner alone (most answers come in it).
    await seconds(1);
    expect(progress()).toBeNull();

    await seconds(1);
    const bar = screen.getByRole('progressbar', { name: MONEY_WAIT_LABEL });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual([
      '2',
      '30',
    ]);
    expect(bar.getAttribute('aria-valuetext')).toBe('Đã chờ 2 giây (tối đa 30 giây)');
    expect(screen.getByText('Đã chờ 2 giây (tối đa 30 giây)')).toBeDefined();
    expect(screen.getByText(MONEY_WAIT_LABEL)).toBeDefined();
    // Under the button that sent it.
    expect(submit().compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await seconds(10);
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByText('Đã chờ 12 giây (tối đa 30 giây)')).toBeDefined();

    held.release();
    await findQrStep();
    expect(progress()).toBeNull();
    expect(deposits()).toBe(1);
  });
});

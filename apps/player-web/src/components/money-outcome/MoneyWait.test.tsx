import { waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { MONEY_ANSWER_WAIT_MS } from '@wallet/domain';
import { describe, expect, it, vi } from 'vitest';
import { openDeposit, deposits } from '../../features/deposit/deposit-page.testing';
import {
  approvePendingWithdrawal,
  openWithdraw,
  withdrawals,
} from '../../features/withdraw/withdraw-page.testing';
import { dialogSaying } from '../../test/dialogs';
import { requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import { sandbox, server } from '../../test/setup';

// Issue 24 §3 "A money call never waits without end": the site waits MONEY_ANSWER_WAIT_MS (30 s)
// for a money call's answer. The upstream holds its answer 1.5 s longer than that after it acted;
// the test moves the page's clock over the 30 s once the call has left.
const HELD_MS = MONEY_ANSWER_WAIT_MS + 1500;

/** From the tap on, the page's clock can be moved (it runs on as ever meanwhile). */
const clockFromHere = () =>
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

/** Resolves when the upstream's held answer to `path` has reached the page. */
function heldAnswer(path: string): Promise<void> {
  return new Promise((resolve) => {
    const arrived = ({ request }: { request: Request }) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== path) return;
      server.events.removeListener('response:mocked', arrived);
      resolve();
    };
    server.events.on('response:mocked', arrived);
  });
}

/** Once the money call has left, the page's clock jumps the site's whole wait. */
async function waitOutTheSite(sentSoFar: () => number) {
  await waitFor(() => expect(sentSoFar()).toBe(1));
  await vi.advanceTimersByTimeAsync(MONEY_ANSWER_WAIT_MS);
}

const NOT_KNOWN_YET =
  'Chưa nhận được phản hồi cho giao dịch này. Vui lòng kiểm tra lịch sử giao dịch trước khi thử lại.';
const MADE = 'Giao dịch của bạn đã được ghi nhận. Vui lòng kiểm tra lịch sử giao dịch.';
const told = new RegExp(`${NOT_KNOWN_YET}|${MADE}`);

/** The sandbox's ledger: the moves it really made. */
const ledger = (operation: string) => sandbox.state.ledger.filter((e) => e.operation === operation);

describe('a money call held by the upstream (issue 24 §3)', () => {
  it('the deposit page: after the wait it says the outcome is not known yet and frees the player; the same tap sends nothing; the late answer lands in the history', async () => {
    await injectFault({
      method: 'POST',
      path: '/api/account/deposit',
      kind: 'delay-after',
      delayMs: HELD_MS,
    });
    const late = heldAnswer('/api/account/deposit');
    const { user, amount, submit, screen, router } = await openDeposit();
    await user.type(amount, '600');
    clockFromHere();
    await user.click(submit());
    await waitOutTheSite(deposits);
    const dialog = await dialogSaying(told);
    // Not 'Đang xử lý' any more: the form is the player's again, and the page can be left.
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await user.click(submit());
    await dialogSaying(told);
    expect(deposits()).toBe(1);
    // The late answer comes: the history read after it shows the deposit, made once.
    await late;
    expect(ledger('POST /account/deposit')).toHaveLength(1);
    await user.click(
      within(await dialogSaying(told)).getByRole('link', { name: 'Lịch sử giao dịch' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
    expect(await screen.findByText(/600,000/)).toBeDefined();
    expect(deposits()).toBe(1);
  });

  it('the withdraw page: after the wait it says so instead of staying on "processing", and nothing is sent twice', async () => {
    await approvePendingWithdrawal();
    await injectFault({
      method: 'POST',
      path: '/api/account/withdraw',
      kind: 'delay-after',
      delayMs: HELD_MS,
    });
    const late = heldAnswer('/api/account/withdraw');
    const page = await openWithdraw();
    await page.user.type(page.amount, '150');
    await page.user.click(page.next());
    await page.screen.findByRole('radio', { name: /Vietcombank/ });
    clockFromHere();
    await page.user.click(page.send());
    await waitOutTheSite(withdrawals);
    const dialog = await dialogSaying(told);
    expect(page.send().disabled).toBe(false);
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await page.user.click(page.send());
    await late;
    expect(ledger('POST /account/withdraw')).toHaveLength(1);
    expect(withdrawals()).toBe(1);
    expect(requestsTo('POST /api/account/withdraw')).toBe(1);
  });

  it('unheld, the answer is shown as ever: the wait changes nothing for a call that answers', async () => {
    const { user, amount, submit, screen } = await openDeposit(SEED.players.withdrawLocked.phone);
    await user.type(amount, '600');
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { name: 'Thông tin nạp tiền' }, { timeout: 10_000 }),
    ).toBeDefined();
    expect(deposits()).toBe(1);
  });
});

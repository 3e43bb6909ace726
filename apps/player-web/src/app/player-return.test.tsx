import { act, screen, waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage, requestsTo } from '../test/render';
import { control, approveInConsole } from '../test/sandbox';
import { deposits, findQrStep, openDeposit } from '../test/deposit-page';
import { depositInHistory } from '../features/deposit/history-entry';
import { shownRows } from '../test/transactions';
import { showTab } from '../test/visibility';

// Only the polls' intervals are frozen: nothing in these tests is read on a poll's tick, so what is
// read is read because the player came back. Requests and React keep real time.
const freezePolls = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

/** A 600 K QR deposit's step 2, its status checked once; the poll's ticks frozen from here on. */
async function qrStepPolled() {
  freezePolls();
  const { user, amount, submit, router } = await openDeposit();
  await user.type(amount, '600');
  await user.click(submit());
  await findQrStep();
  const { transaction_id: id } = depositInHistory(router.state.location.state)!;
  const checks = () => requestsTo(`GET /api/account/transaction/status/check/${id}`);
  await waitFor(() => expect(checks()).toBe(1));
  return { router, id, checks };
}

afterEach(() => {
  vi.useRealTimers();
  showTab(true);
});

describe('issue 37 §2 "When the page becomes visible again … the player\'s money queries that can have changed while away … are read again at once"', () => {
  it('a QR deposit approved while the player was in the bank app: shown again, the page goes to the history at once, without waiting for the 10 s poll', async () => {
    const { router, id, checks } = await qrStepPolled();

    showTab(false);
    await approveInConsole(id);
    expect(checks()).toBe(1);

    showTab(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
    expect(checks()).toBe(2);
    // The history shows what it last read while it reads again (marked stale by the approval);
    // the poll is left, so the page's intervals run again for the wait below.
    vi.useRealTimers();
    await waitFor(async () =>
      expect((await shownRows()).find((row) => row.amount === '600,000 VND')?.status).toBe(
        'Đã phê duyệt',
      ),
    );
    expect(deposits()).toBe(1);
  });

  it('a withdrawal approved while away: /transections shows it approved once the page is shown again', async () => {
    const { user } = await openPage('/transections', { as: SEED.players.approved.phone });
    await user.click(await screen.findByRole('tab', { name: 'Rút Tiền' }));
    await waitFor(async () =>
      expect((await shownRows()).find((r) => r.amount === '900,000 VND')?.status).toBe('Đang chờ'),
    );
    const [withdrawal] = await control.transactions({
      status: 'pending',
      phone: SEED.players.approved.phone,
    });
    expect(withdrawal?.transaction_purpose).toBe('withdraw');

    showTab(false);
    await control.settle(withdrawal!.id, 'approve');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect((await shownRows()).find((r) => r.amount === '900,000 VND')?.status).toBe('Đang chờ');

    showTab(true);
    await waitFor(async () =>
      expect((await shownRows()).find((r) => r.amount === '900,000 VND')?.status).toBe(
        'Đã phê duyệt',
      ),
    );
  });

  it("the main balance in the header is read again on return; a page's other lists (the banners) keep their freshness", async () => {
    await openPage('/', { as: SEED.players.approved.phone });
    await screen.findByRole('img', { name: /Banner 1\// });
    const users = () => requestsTo('GET /api/user');
    const banners = () => requestsTo('GET /api/image-slider/list');
    await waitFor(() => expect(users()).toBeGreaterThan(0));
    const [usersBefore, bannersBefore] = [users(), banners()];

    showTab(false);
    showTab(true);
    await waitFor(() => expect(users()).toBe(usersBefore + 1));
    expect(banners()).toBe(bannersBefore);
  });

  it('the network back (an `online` event after an `offline` one) reads the deposit status again at once', async () => {
    const { router, id, checks } = await qrStepPolled();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await approveInConsole(id);
    onLine.mockRestore();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
    expect(checks()).toBe(2);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { checkTransactionStatusQuery, type Transaction } from '@wallet/api';
import { SEED } from '@wallet/sandbox';
import { DEPOSIT_STATUS_POLL_MS } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, queryClient } from '../../lib/wallet';
import { openPage, requestsTo } from '../../test/render';
import { clearFaults, injectFault } from '../../test/sandbox';
import { deposit, idOf, shownRows } from '../../test/transactions';
import { showTab } from '../../test/visibility';
import { appLink, expectedLink, onAPhone } from '../../test/bank-apps';

const { approved } = SEED.players;
const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const NOT_FOUND = 'Không tìm thấy giao dịch này.';

const pendingDeposit = (t: Transaction) =>
  t.transaction_purpose === 'deposit' && t.is_approved === 0;

/**
 * Logs the seeded player in, lets `before` make what the test needs (a deposit), then opens the
 * detail of the newest transaction `pick` chooses.
 */
async function openDetail(pick: (t: Transaction) => boolean, before?: () => Promise<unknown>) {
  const page = await openPage('/', { as: approved.phone });
  await before?.();
  const id = await idOf(pick);
  await page.router.navigate(`/transections/${id}`);
  return { ...page, id };
}

/** The read-only list's value for a label (001 §3 "Transaction (detail)"). */
async function detailValue(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('a pending deposit is paid from its detail (001 §2 Transaction detail)', () => {
  it('"A pending deposit without a redirect shows a QR and bank transfer details, with copy buttons for account number, amount and transfer content, and a warning"', async () => {
    let code = '';
    const { screen, id } = await openDetail(pendingDeposit, async () => {
      code = (await deposit(SEED.payment.bankTransfer, 500_000)).transaction_id;
    });
    expect(await screen.findByRole('heading', { name: 'Thông tin nạp tiền' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeDefined();
    for (const what of ['số tài khoản', 'số tiền', 'nội dung chuyển khoản']) {
      expect(screen.getByRole('button', { name: `Sao chép ${what}` })).toBeDefined();
    }
    expect(screen.getByText(code)).toBeDefined();
    expect(screen.getByText('500,000 VND')).toBeDefined();
    expect(screen.getByRole('note').textContent).toMatch(/nội dung chuyển khoản/);
    // Its status is checked while it is shown (000 §4 "poll the transaction status").
    await waitFor(() =>
      expect(requestsTo(`GET /api/account/transaction/status/check/${id}`)).toBeGreaterThan(0),
    );
  });

  it('issue 37 §1 "a pending QR deposit\'s detail": on a phone, the chosen bank app opens with that deposit filled in', async () => {
    onAPhone();
    let made: Awaited<ReturnType<typeof deposit>> | undefined;
    const { user, id } = await openDetail(pendingDeposit, async () => {
      made = await deposit(SEED.payment.bankTransfer, 500_000);
    });
    const mb = await appLink(user, 'MB Bank');
    // Issue 47 §1: the bank app brings the player back to this very deposit's page.
    expect(mb.getAttribute('href')).toBe(expectedLink('mb', made!, `/transections/${id}`));
  });

  it('"A pending deposit with a redirect flag shows the redirect payment view"; its Close goes to /transections', async () => {
    const { screen, user, router } = await openDetail(pendingDeposit, () =>
      deposit(SEED.payment.ewallet, 500_000),
    );
    const frame = await screen.findByTitle('Trang thanh toán');
    expect(frame.getAttribute('src')).toMatch(/\/__sandbox\/pay\/DP/);
    expect(screen.queryByRole('heading', { name: 'Thông tin nạp tiền' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
  });
});

describe('the status poll of a waiting deposit runs only while it is shown', () => {
  const hideTab = (hidden: boolean) => showTab(!hidden);
  const tick = () =>
    act(async () => {
      vi.advanceTimersByTime(DEPOSIT_STATUS_POLL_MS);
      await vi.waitFor(() => undefined);
    });
  afterEach(() => hideTab(false));

  it('000 §4 "poll the transaction status every 10 seconds": paused while the tab is hidden, read once when shown again, stopped once the page is left', async () => {
    // Only the interval is faked: requests and React keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { router, id } = await openDetail(pendingDeposit, () =>
      deposit(SEED.payment.bankTransfer, 500_000),
    );
    await screen.findByRole('heading', { name: 'Thông tin nạp tiền' });
    // The detail polls by the record's id (the history's reference).
    const checks = () => requestsTo(`GET /api/account/transaction/status/check/${id}`);
    // The nth check sent and its answer in. On real time: Testing Library's waitFor polls on the
    // (frozen) setInterval. And a tick while a check is on its way adds none (the poll does not
    // ask twice at once), which under load made a fresh-clone run read 3 checks, not 4.
    const checked = (n: number) =>
      vi.waitUntil(() => checks() === n && !pollAsking(id), { interval: 50, timeout: 10_000 });
    await checked(1);
    await tick();
    await checked(2);

    hideTab(true);
    await tick();
    await tick();
    expect(checks()).toBe(2);

    // Issue 37 §2 "spec polls pause while hidden and resume, with one read, when shown": shown
    // again, it asks at once, before any tick, and then on every tick.
    hideTab(false);
    await checked(3);
    await tick();
    await checked(4);

    await act(() => router.navigate('/promotions'));
    // Left once the next page is shown: until its code is in, the detail stays and polls, so the
    // test waits for the page the player sees, not only the address (on real time: the interval
    // that waitFor polls on is frozen).
    await vi.waitUntil(
      () =>
        router.state.location.pathname === '/promotions' &&
        screen.queryAllByRole('heading', { level: 1, name: 'Khuyến mãi' }).length > 0 &&
        screen.queryByText('Thông tin nạp tiền') === null &&
        // The page is gone from the screen before React runs its unmount effects, which end the
        // poll: under load an interval could fire in between (a fresh-clone run read 5, not 4).
        !pollWatched(id),
      { interval: 50, timeout: 5000 },
    );
    const left = checks();
    await tick();
    await tick();
    expect(checks()).toBe(left);
  });
});

describe('any other transaction (001 §2 "Otherwise a read-only detail list is shown")', () => {
  it('an approved deposit is its receipt (issue 47 §2 "From the history\'s detail as well"): the amount, then its code, type, time, status and bank; no payment view', async () => {
    const { screen } = await openDetail(
      (t) => t.transaction_purpose === 'deposit' && t.is_approved === 1,
    );
    const receipt = await screen.findByRole('region', { name: 'Nạp tiền thành công' });
    expect(within(receipt).getByText('1,000,000 VND')).toBeDefined();
    expect(await detailValue('Mã giao dịch')).toMatch(/^DP\d+$/);
    expect(await detailValue('Loại giao dịch')).toBe('Nạp Tiền');
    expect(await detailValue('Thời gian')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await detailValue('Trạng thái')).toBe('Đã phê duyệt');
    expect(await detailValue('Ngân hàng')).toBe('Vietcombank');
    expect(await detailValue('Tên tài khoản')).toBe('CONG TY TNHH GIAI TRI SAO VIET');
    expect(await detailValue('Số tài khoản')).toBe('10043645678');
    expect(screen.queryByText('Ghi chú', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Mã QR chuyển khoản' })).toBeNull();
  });

  it("a pending withdrawal is a list too ('Đang chờ', 'Rút Tiền'), not a payment view", async () => {
    const { screen } = await openDetail(
      (t) => t.transaction_purpose === 'withdraw' && t.is_approved === 0,
    );
    expect(await detailValue('Trạng thái')).toBe('Đang chờ');
    expect(await detailValue('Loại giao dịch')).toBe('Rút Tiền');
    expect(await detailValue('Số tiền')).toBe('900,000 VND');
    expect(screen.queryByRole('heading', { name: 'Thông tin nạp tiền' })).toBeNull();
  });

  it('"A rejected transaction renders no content in this view."', async () => {
    const { screen, id } = await openDetail(
      (t) => t.transaction_purpose === 'deposit' && t.is_approved === 2,
    );
    await waitFor(() => expect(requestsTo(`GET /api/account/transaction/${id}`)).toBe(1));
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.childElementCount).toBe(0));
    expect(screen.queryByText('Không nhận được tiền chuyển khoản')).toBeNull();
  });
});

describe('"The back arrow goes to /transections."', () => {
  it('from a detail opened straight from its address', async () => {
    const { screen, user, router } = await openDetail(
      (t) => t.transaction_purpose === 'deposit' && t.is_approved === 1,
    );
    await detailValue('Trạng thái');
    await user.click(screen.getByRole('button', { name: 'QUAY LẠI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transections'));
    expect((await shownRows())[0]!.amount).toBe('500,000 VND');
  });

  it('from a detail opened from the withdraw tab: back on that tab, one step back in the history', async () => {
    const { screen, user, router } = await openPage('/transections?tab=withdraw', {
      as: approved.phone,
    });
    const approvedWithdrawal = (await shownRows()).find((r) => r.status === 'Đã phê duyệt')!;
    await user.click(approvedWithdrawal.link!);
    // Issue 47 §2 "a receipt … for a withdrawal too".
    const receipt = await screen.findByRole('region', { name: 'Rút tiền thành công' });
    expect(within(receipt).getByText('300,000 VND')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'QUAY LẠI' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=withdraw'));
    expect(router.state.location.pathname).toBe('/transections');
    expect(router.state.historyAction).toBe('POP');
    expect(
      (await screen.findByRole('tab', { name: 'Rút Tiền' })).getAttribute('aria-selected'),
    ).toBe('true');
  });
});

describe('an address that is no transaction of the player', () => {
  it('a non-numeric id says so, without asking the upstream', async () => {
    const { screen } = await openPage('/transections/abc', { as: approved.phone });
    expect(await screen.findByText(NOT_FOUND)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Xem lịch sử giao dịch' }).getAttribute('href')).toBe(
      '/transections',
    );
    expect(requestsTo('GET /api/account/transaction/abc')).toBe(0);
  });

  it('an id the upstream does not know (404) says so, with no retry: that is an answer', async () => {
    const { screen } = await openPage('/transections/999999', { as: approved.phone });
    expect(await screen.findByText(NOT_FOUND)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
    expect(requestsTo('GET /api/account/transaction/999999')).toBe(1);
  });
});

describe('a detail that fails to load', () => {
  it("no answer: the network text with 'Thử lại'; the retry brings the detail", async () => {
    const { user } = await openDetail(
      (t) => t.transaction_purpose === 'deposit' && t.is_approved === 1,
      () => injectFault({ path: '/account/transaction/*', times: 100, kind: 'drop' }),
    );
    expect(await screen.findByText(NETWORK)).toBeDefined();
    await clearFaults();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await detailValue('Trạng thái')).toBe('Đã phê duyệt');
  });

  it('an answer that cannot be read is the generic text with a retry, not a crash', async () => {
    await openDetail(
      (t) => t.transaction_purpose === 'deposit' && t.is_approved === 1,
      () =>
        injectFault({
          path: '/account/transaction/*',
          times: 100,
          kind: 'status',
          status: 200,
          body: { status: true, data: { id: 'x' } },
        }),
    );
    expect(
      await screen.findByText('Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'),
    ).toBeDefined();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Thử lại' })).toBeDefined();
  });
});

/** Whether a screen still watches the status poll of transaction `id` (its interval runs). */
function pollWatched(id: string | number) {
  const { queryKey } = checkTransactionStatusQuery(api, id);
  return (queryClient.getQueryCache().find({ queryKey })?.getObserversCount() ?? 0) > 0;
}

/** Whether the status poll of transaction `id` has a check on its way. */
function pollAsking(id: string | number) {
  const { queryKey } = checkTransactionStatusQuery(api, id);
  return queryClient.getQueryCache().find({ queryKey })?.state.fetchStatus === 'fetching';
}

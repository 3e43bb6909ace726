import { screen, waitFor, within } from '@testing-library/react';
import { SEED, type FaultInput } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/wallet';
import { openPage, requestsTo } from '../../test/render';
import { clearFaults, injectFault } from '../../test/sandbox';
import { deposit, shownRows } from '../../test/transactions';

const { approved, fresh } = SEED.players;
const LIST = 'GET /api/account/user_transaction';
const DEPOSIT = 'POST /api/account/deposit';
const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const DATE = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** The history call misbehaves as told. */
const listFault = (fault: Omit<FaultInput, 'path'>) =>
  injectFault({ path: '/account/user_transaction', ...fault });
/** The upstream's history answer, with rows the test writes (001 §7 "returns response (list)"). */
const answer = (response: unknown[]) =>
  listFault({ method: 'GET', kind: 'status', status: 200, body: { status: true, response } });
const row = (
  id: number,
  amount: number,
  isApproved: number,
  createdAt = '2026-01-02 03:04:05',
) => ({
  id,
  transaction_purpose: 'deposit',
  transaction_amount: amount,
  created_at: createdAt,
  is_approved: isApproved,
});

/** Goes home and waits until the history page is gone, so coming back opens it afresh. */
async function leaveList(router: Awaited<ReturnType<typeof openPage>>['router']) {
  await router.navigate('/');
  await waitFor(() => expect(screen.queryByRole('tabpanel')).toBeNull());
}

describe('the history tabs (001 §2 Transactions)', () => {
  it("\"Two tabs: deposit 'Nạp Tiền' (value 1) and withdraw 'Rút Tiền' (value 2)\": the deposit tab first, with the player's deposits newest first", async () => {
    const { screen } = await openPage('/transections', { as: approved.phone });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lịch sử giao dịch' }),
    ).toBeDefined();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Nạp Tiền', 'Rút Tiền']);
    expect(screen.getByRole('tab', { name: 'Nạp Tiền' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const rows = await shownRows();
    // 001 §5 "only the amount text is grouped with thousands separators"; §4 labels 3, 2, 1.
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      ['500,000 VND', 'Đang xử lý'],
      ['200,000 VND', 'Từ chối'],
      ['1,000,000 VND', 'Đã phê duyệt'],
    ]);
    for (const r of rows) expect(r.date).toMatch(DATE);
  });

  it("\"A query string ?tab=withdraw selects the withdraw tab\": its rows read 'Đang chờ' (0) and 'Đang xử lý' (4)", async () => {
    const { screen } = await openPage('/transections?tab=withdraw', { as: approved.phone });
    expect(
      (await screen.findByRole('tab', { name: 'Rút Tiền' })).getAttribute('aria-selected'),
    ).toBe('true');
    const rows = await shownRows();
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      ['900,000 VND', 'Đang chờ'],
      ['600,000 VND', 'Đang xử lý'],
      ['150,000 VND', 'Từ chối'],
      ['300,000 VND', 'Đã phê duyệt'],
    ]);
  });

  it('switching tabs rewrites ?tab in place: one list request, and back leaves the page instead of walking the tabs', async () => {
    const { screen, user, router } = await openPage('/', { as: approved.phone });
    await router.navigate('/transections');
    await shownRows();
    await user.click(screen.getByRole('tab', { name: 'Rút Tiền' }));
    expect(router.state.location.search).toBe('?tab=withdraw');
    expect((await shownRows())[0]!.amount).toBe('900,000 VND');
    await user.click(screen.getByRole('tab', { name: 'Nạp Tiền' }));
    expect(router.state.location.search).toBe('');
    expect((await shownRows())[0]!.amount).toBe('500,000 VND');
    expect(requestsTo(LIST)).toBe(1);

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('"The empty message is \'Không có giao dịch\'" on both tabs of a player with no transactions', async () => {
    const { screen, user } = await openPage('/transections', { as: fresh.phone });
    expect(await screen.findByText('Không có giao dịch')).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Rút Tiền' }));
    expect(await screen.findByText('Không có giao dịch')).toBeDefined();
    expect(within(screen.getByRole('tabpanel')).queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('the rows (001 §2, §4)', () => {
  it('"Clicking a row opens /transections/{id}, except rejected rows (is_approved 2), which are not clickable"', async () => {
    await openPage('/transections?tab=withdraw', { as: approved.phone });
    const rows = await shownRows();
    for (const r of rows) {
      if (r.status === 'Từ chối') expect(r.link).toBeNull();
      else expect(r.link?.getAttribute('href')).toMatch(/^\/transections\/\d+$/);
    }
    expect(rows.filter((r) => r.link === null)).toHaveLength(1);
  });

  it('a row opens its own detail', async () => {
    const { user, router, screen } = await openPage('/transections', { as: approved.phone });
    const approvedDeposit = (await shownRows()).find((r) => r.amount === '1,000,000 VND')!;
    await user.click(approvedDeposit.link!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/transections\/\d+$/));
    // Both wait: on a loaded machine the detail may be drawn in more than one step.
    await waitFor(() => {
      expect(screen.getByText('1,000,000 VND')).toBeDefined();
      expect(screen.getByText('Đã phê duyệt')).toBeDefined();
    });
  });

  it('"any other value: shown as rejected", and not clickable; amounts grouped, dates as the upstream wrote them (Vietnam time, day first)', async () => {
    await answer([row(71, 4_500_000, 7), row(72, 12_000, 1, '2026-03-04 21:05:00')]);
    await openPage('/transections', { as: approved.phone });
    const rows = await shownRows();
    expect(rows.map((r) => [r.amount, r.date, r.status])).toEqual([
      ['4,500,000 VND', '02/01/2026 03:04', 'Từ chối'],
      ['12,000 VND', '04/03/2026 21:05', 'Đã phê duyệt'],
    ]);
    expect(rows[0]!.link).toBeNull();
    expect(rows[1]!.link?.getAttribute('href')).toBe('/transections/72');
  });

  it('one malformed transaction in the answer costs that row only: the good rows show', async () => {
    await answer([
      row(81, 100_000, 1),
      { id: 82, transaction_purpose: 'deposit', transaction_amount: 'lots', is_approved: 1 },
      row(83, 300_000, 0),
    ]);
    const { screen } = await openPage('/transections', { as: approved.phone });
    const rows = await shownRows();
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      ['100,000 VND', 'Đã phê duyệt'],
      ['300,000 VND', 'Đang chờ'],
    ]);
    expect(screen.queryByText('Không có giao dịch')).toBeNull();
  });
});

describe('loading and failing (issue 10: a failed list is never an empty list)', () => {
  it("no answer: the network text with 'Thử lại', never 'Không có giao dịch'; the retry brings the rows", async () => {
    await listFault({ times: 100, kind: 'drop' });
    const { screen, user } = await openPage('/transections', { as: approved.phone });
    expect(await screen.findByText(NETWORK)).toBeDefined();
    expect(screen.queryByText('Không có giao dịch')).toBeNull();

    await clearFaults();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect((await shownRows()).map((r) => r.amount)).toEqual([
      '500,000 VND',
      '200,000 VND',
      '1,000,000 VND',
    ]);
    expect(screen.queryByText(NETWORK)).toBeNull();
  });

  it('a 500 is the generic text with a retry, not the empty text', async () => {
    await listFault({ times: 100, kind: 'status', status: 500 });
    const { screen } = await openPage('/transections', { as: approved.phone });
    expect(
      await screen.findByText('Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeDefined();
    expect(screen.queryByText('Không có giao dịch')).toBeNull();
  });

  it('opening the page asks again, so a deposit made since the last visit is on top', async () => {
    const { router } = await openPage('/transections', { as: approved.phone });
    await shownRows();
    await deposit(SEED.payment.bankTransfer, 700_000);
    await leaveList(router);
    await router.navigate('/transections');
    await waitFor(async () =>
      expect((await shownRows())[0]).toMatchObject({ amount: '700,000 VND', status: 'Đang chờ' }),
    );
    expect(requestsTo(LIST)).toBe(2);
  });

  it('login required (001 §2): a visitor is sent to /login', async () => {
    const { router } = await openPage('/transections');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('after a deposit whose outcome is unknown (the money guard)', () => {
  const unknown = { code: 'MONEY_OUTCOME_UNKNOWN' };
  const send = () => deposit(SEED.payment.bankTransfer);
  /** A deposit whose answer is lost on the way: the guard holds it (one request sent). */
  async function depositInDoubt() {
    await injectFault({ method: 'POST', path: '/account/deposit', times: 1, kind: 'drop' });
    await expect(send()).rejects.toMatchObject(unknown);
  }

  it('the same deposit is not sent again until the player has seen the history; then it is', async () => {
    const { router } = await openPage('/', { as: approved.phone });
    await depositInDoubt();
    await expect(send()).rejects.toMatchObject(unknown);
    expect(requestsTo(DEPOSIT)).toBe(1);

    await router.navigate('/transections');
    await shownRows();
    await expect(send()).resolves.toMatchObject({ status: true });
    expect(requestsTo(DEPOSIT)).toBe(2);
  });

  it('a failed history load is not a look: the deposit stays held', async () => {
    const { router, screen } = await openPage('/', { as: approved.phone });
    await depositInDoubt();
    // An answer that is not retried, so the guard's own re-read below does not wait on back-offs.
    await listFault({ times: 100, kind: 'status', status: 404 });
    await router.navigate('/transections');
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeDefined();
    await expect(send()).rejects.toMatchObject(unknown);
    expect(requestsTo(DEPOSIT)).toBe(1);
  });

  it("the list kept from an earlier visit is not a look: held until this visit's answer is shown", async () => {
    const { router } = await openPage('/transections', { as: approved.phone });
    await shownRows();
    await leaveList(router);
    await depositInDoubt();

    await listFault({ times: 2, kind: 'delay', delayMs: 1500 });
    await router.navigate('/transections');
    await shownRows();
    await expect(send()).rejects.toMatchObject(unknown);
    expect(requestsTo(DEPOSIT)).toBe(1);

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await expect(send()).resolves.toMatchObject({ status: true });
    expect(requestsTo(DEPOSIT)).toBe(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { SEED, type FaultInput } from '@wallet/sandbox';
import { weeklyTotals } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/wallet';
import { openPage, requestsTo } from '../../test/render';
import { answerWith, clearFaults, injectFault } from '../../test/sandbox';
import { deposit, history, shownRows } from '../../test/transactions';

const { approved, fresh } = SEED.players;
const LIST = 'GET /api/account/user_transaction';
const DEPOSIT = 'POST /api/account/deposit';
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
  purpose: 'deposit' | 'withdraw' = 'deposit',
) => ({
  id,
  transaction_purpose: purpose,
  transaction_amount: amount,
  created_at: createdAt,
  is_approved: isApproved,
});
/** A record time as the upstream writes it, Vietnam's wall clock, `days` before now. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000 + 7 * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

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
    // Home's card of a deposit left waiting (issue 47 §2) may have read the list too.
    const opened = requestsTo(LIST);
    await user.click(screen.getByRole('tab', { name: 'Rút Tiền' }));
    expect(router.state.location.search).toBe('?tab=withdraw');
    expect((await shownRows())[0]!.amount).toBe('900,000 VND');
    await user.click(screen.getByRole('tab', { name: 'Nạp Tiền' }));
    expect(router.state.location.search).toBe('');
    expect((await shownRows())[0]!.amount).toBe('500,000 VND');
    expect(requestsTo(LIST)).toBe(opened);

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
    // An answer that is not retried, so the guard's own re-read below does not wait on back-offs.
    // Failing from the start: home's card (issue 47 §2) keeps no list the page could show instead.
    await listFault({ times: 100, kind: 'status', status: 404 });
    const { router, screen } = await openPage('/', { as: approved.phone });
    await depositInDoubt();
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

type Page = Awaited<ReturnType<typeof openPage>>;
/** Chooses a filter's chip: 'Thời gian' (period) or 'Trạng thái' (status). */
async function choose(page: Page, filter: 'Thời gian' | 'Trạng thái', option: string) {
  const group = within(await page.screen.findByRole('group', { name: filter }));
  await page.user.click(group.getByRole('radio', { name: option }));
  await waitFor(() =>
    expect(group.getByRole('radio', { name: option })).toHaveProperty('checked', true),
  );
}
/** The totals' heading and figures, as read: [title, [label, value]…]. */
async function totals(page: Page) {
  const card = await page.screen.findByRole('region', { name: /^Tổng / });
  const title = within(card).getByRole('heading').textContent;
  const terms = within(card)
    .getAllByRole('term')
    .map((t) => t.textContent);
  const values = within(card)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return [title, terms.map((term, i) => [term, values[i]])];
}

describe('filters (issue 27 §3 "filter by status and by period (7 days, 30 days, all)")', () => {
  it('"by status": the tab\'s rows of that status; the choice is in the address, from the one history call', async () => {
    const page = await openPage('/transections?tab=withdraw', { as: approved.phone });
    expect(await shownRows()).toHaveLength(4);
    await choose(page, 'Trạng thái', 'Từ chối');
    await waitFor(async () =>
      expect((await shownRows()).map((r) => [r.amount, r.status])).toEqual([
        ['150,000 VND', 'Từ chối'],
      ]),
    );
    expect(page.router.state.location.search).toBe('?tab=withdraw&status=rejected');
    // The deposit tab keeps the filter.
    await page.user.click(page.screen.getByRole('tab', { name: 'Nạp Tiền' }));
    await waitFor(async () =>
      expect((await shownRows()).map((r) => r.amount)).toEqual(['200,000 VND']),
    );
    expect(page.router.state.location.search).toBe('?status=rejected');
    expect(requestsTo(LIST)).toBe(1);
  });

  it('"by period": 7 days are today and the six days before, 30 days alike, in Vietnam time', async () => {
    await answer([
      row(91, 100_000, 1, daysAgo(0)),
      row(92, 200_000, 0, daysAgo(6)),
      row(93, 300_000, 1, daysAgo(8)),
      row(94, 400_000, 2, daysAgo(29)),
      row(95, 500_000, 1, daysAgo(31)),
    ]);
    const page = await openPage('/transections', { as: approved.phone });
    expect((await shownRows()).map((r) => r.amount)).toHaveLength(5);
    await choose(page, 'Thời gian', '7 ngày');
    await waitFor(async () =>
      expect((await shownRows()).map((r) => r.amount)).toEqual(['100,000 VND', '200,000 VND']),
    );
    expect(page.router.state.location.search).toBe('?period=7d');
    await choose(page, 'Thời gian', '30 ngày');
    await waitFor(async () =>
      expect((await shownRows()).map((r) => r.amount)).toEqual([
        '100,000 VND',
        '200,000 VND',
        '300,000 VND',
        '400,000 VND',
      ]),
    );
    await choose(page, 'Trạng thái', 'Đã phê duyệt');
    await waitFor(async () =>
      expect((await shownRows()).map((r) => r.amount)).toEqual(['100,000 VND', '300,000 VND']),
    );
    expect(page.router.state.location.search).toBe('?period=30d&status=approved');
  });

  it("\"a filter that empties the list\": said in words, not 'Không có giao dịch'; 'Bỏ lọc' brings the rows back", async () => {
    const page = await openPage('/transections?status=pending', { as: approved.phone });
    // The seeded deposits are approved, rejected and processing: none is pending.
    expect(
      await page.screen.findByText('Không có giao dịch nào khớp với bộ lọc đã chọn.'),
    ).toBeDefined();
    expect(page.screen.queryByText('Không có giao dịch')).toBeNull();
    await page.user.click(page.screen.getByRole('button', { name: 'Bỏ lọc' }));
    expect((await shownRows()).map((r) => r.amount)).toEqual([
      '500,000 VND',
      '200,000 VND',
      '1,000,000 VND',
    ]);
    expect(page.router.state.location.search).toBe('');
  });

  it("an account with none of a tab's transactions still says 'Không có giao dịch', whatever the filters", async () => {
    const page = await openPage('/transections?period=7d&status=rejected', { as: fresh.phone });
    expect(await page.screen.findByText('Không có giao dịch')).toBeDefined();
    expect(page.screen.queryByText('Không có giao dịch nào khớp với bộ lọc đã chọn.')).toBeNull();
  });

  it('a detail opened from a filtered list steps back to the list as it was filtered', async () => {
    const page = await openPage('/transections?tab=withdraw&period=30d&status=approved', {
      as: approved.phone,
    });
    const [only] = await shownRows();
    expect(only?.amount).toBe('300,000 VND');
    await page.user.click(only!.link!);
    await waitFor(() =>
      expect(page.router.state.location.pathname).toMatch(/^\/transections\/\d+$/),
    );
    await page.user.click(await page.screen.findByRole('button', { name: 'QUAY LẠI' }));
    await waitFor(() =>
      expect(page.router.state.location.search).toBe('?tab=withdraw&period=30d&status=approved'),
    );
    expect((await shownRows()).map((r) => r.amount)).toEqual(['300,000 VND']);
  });
});

describe('totals and the weekly chart (issue 27 §3)', () => {
  it('"the period\'s totals (deposited, withdrawn, net) in VND": the approved money of both tabs', async () => {
    const page = await openPage('/transections', { as: approved.phone });
    await shownRows();
    // Seeded: a deposit of 1,000,000 approved 10 days ago, a withdrawal of 300,000 approved 7
    // days ago; the rest is pending, processing or rejected.
    expect(await totals(page)).toEqual([
      'Tổng từ trước đến nay',
      [
        ['Đã nạp', '1,000,000 VND'],
        ['Đã rút', '300,000 VND'],
        ['Chênh lệch', '+700,000 VND'],
      ],
    ]);
    expect(page.screen.getByText('Chỉ tính giao dịch đã phê duyệt.')).toBeDefined();
    await page.user.click(page.screen.getByRole('tab', { name: 'Rút Tiền' }));
    await choose(page, 'Trạng thái', 'Từ chối');
    expect((await totals(page))[1]).toEqual([
      ['Đã nạp', '1,000,000 VND'],
      ['Đã rút', '300,000 VND'],
      ['Chênh lệch', '+700,000 VND'],
    ]);
    await choose(page, 'Thời gian', '7 ngày');
    await waitFor(async () =>
      expect(await totals(page)).toEqual([
        'Tổng 7 ngày qua',
        [
          ['Đã nạp', '0 VND'],
          ['Đã rút', '0 VND'],
          ['Chênh lệch', '0 VND'],
        ],
      ]),
    );
    expect(requestsTo(LIST)).toBe(1);
  });

  it('more out than in reads as a minus', async () => {
    await answer([row(61, 100_000, 1, daysAgo(1)), row(62, 250_000, 1, daysAgo(2), 'withdraw')]);
    const page = await openPage('/transections', { as: approved.phone });
    await shownRows();
    expect((await totals(page))[1]).toEqual([
      ['Đã nạp', '100,000 VND'],
      ['Đã rút', '250,000 VND'],
      ['Chênh lệch', '\u2212150,000 VND'],
    ]);
  });

  it('"a small chart of deposits and withdrawals per week, all from the one history call"', async () => {
    const list = [
      row(51, 1_000_000, 1, daysAgo(1)),
      row(52, 300_000, 1, daysAgo(2), 'withdraw'),
      row(53, 700_000, 2, daysAgo(3)),
      row(54, 2_000_000, 1, daysAgo(20)),
      row(55, 50_000, 1, daysAgo(45), 'withdraw'),
    ];
    await answer(list);
    const page = await openPage('/transections?period=30d', { as: approved.phone });
    await shownRows();
    const chart = within(await page.screen.findByRole('figure', { name: 'Nạp và rút theo tuần' }));
    /** The chart's table, which screen readers read: a row per week. */
    const table = () =>
      chart
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((cell) => cell.textContent));
    const expected = (period: '30d' | 'all') =>
      weeklyTotals(list, period, Date.now()).weeks.map((w) => [
        w.label,
        `${w.deposited.toLocaleString('en-US')} VND`,
        `${w.withdrawn.toLocaleString('en-US')} VND`,
      ]);
    expect(table()).toEqual(expected('30d'));
    // The rejected 700,000 is not money that moved; the 45-day-old withdrawal is outside 30 days.
    expect(table().flat()).toContain('2,000,000 VND');
    expect(table().flat()).not.toContain('700,000 VND');
    expect(table().flat()).not.toContain('50,000 VND');
    expect(chart.getByText(/^Cao nhất:/).textContent).toBe('Cao nhất: 2,000,000 VND');
    await choose(page, 'Thời gian', 'Tất cả');
    await waitFor(() => expect(table()).toEqual(expected('all')));
    expect(table().flat()).toContain('50,000 VND');
    expect(requestsTo(LIST)).toBe(1);
  });

  it('nothing approved in the period: the chart says so', async () => {
    const page = await openPage('/transections?period=7d', { as: approved.phone });
    await shownRows();
    expect(
      await page.screen.findByText('Không có giao dịch đã phê duyệt trong thời gian này.'),
    ).toBeDefined();
  });

  it("a failed history load shows no figures: the totals wait with '–', the list says why", async () => {
    await listFault({ times: 100, kind: 'status', status: 500 });
    const page = await openPage('/transections', { as: approved.phone });
    expect(await page.screen.findByRole('button', { name: 'Thử lại' })).toBeDefined();
    expect((await totals(page))[1]).toEqual([
      ['Đã nạp', '–'],
      ['Đã rút', '–'],
      ['Chênh lệch', '–'],
    ]);
    expect(page.screen.queryByText(/Không có giao dịch đã phê duyệt/)).toBeNull();
  });
});

describe("a rejected row's 'Lý do' (issue 27 §3)", () => {
  const DETAIL = (id: number) => `GET /api/account/transaction/${id}`;
  /** The withdraw tab's rejected row (seeded: 150,000, note 'Sai thông tin tài khoản'). */
  async function rejectedWithdrawal() {
    const page = await openPage('/transections?tab=withdraw', { as: approved.phone });
    const rejected = (await shownRows()).find((r) => r.status === 'Từ chối')!;
    const id = Number(
      (await history()).find((t) => t.transaction_purpose === 'withdraw' && t.is_approved === 2)!
        .id,
    );
    return { ...page, rejected, id };
  }

  it("\"A rejected row stays not a link … but a 'Lý do' control on it fetches that transaction's detail and shows the upstream's reason\"", async () => {
    const { user, rejected, id } = await rejectedWithdrawal();
    expect(rejected.link).toBeNull();
    expect(rejected.reason).not.toBeNull();
    // Only the rejected row has one, and nothing is asked before the tap.
    expect((await shownRows()).filter((r) => r.reason !== null)).toHaveLength(1);
    expect(requestsTo(DETAIL(id))).toBe(0);
    await user.click(rejected.reason!);
    expect(await within(rejected.row).findByText('Sai thông tin tài khoản')).toBeDefined();
    expect(rejected.reason!.getAttribute('aria-expanded')).toBe('true');
    expect(requestsTo(DETAIL(id))).toBe(1);
    // Closed and opened again: the answer is still there, not asked again.
    await user.click(rejected.reason!);
    expect(rejected.reason!.getAttribute('aria-expanded')).toBe('false');
    await user.click(rejected.reason!);
    expect(within(rejected.row).getByText('Sai thông tin tài khoản')).toBeDefined();
    expect(requestsTo(DETAIL(id))).toBe(1);
  });

  it('"… or says there is none" (the detail\'s note is empty)', async () => {
    const { user, rejected, id } = await rejectedWithdrawal();
    await answerWith(
      `/account/transaction/${id}`,
      (body) => {
        (body as unknown as { data: { note: string | null } }).data.note = null;
      },
      { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    );
    await user.click(rejected.reason!);
    expect(
      await within(rejected.row).findByText('Hệ thống không ghi lý do từ chối cho giao dịch này.'),
    ).toBeDefined();
  });

  it('"a double tap on \'Lý do\'": one call, and the reason stays open', async () => {
    const { user, rejected, id } = await rejectedWithdrawal();
    await injectFault({ path: `/account/transaction/${id}`, kind: 'delay', delayMs: 400 });
    await user.dblClick(rejected.reason!);
    expect(within(rejected.row).getByText('Đang tải lý do…')).toBeDefined();
    expect(await within(rejected.row).findByText('Sai thông tin tài khoản')).toBeDefined();
    expect(rejected.reason!.getAttribute('aria-expanded')).toBe('true');
    expect(requestsTo(DETAIL(id))).toBe(1);
  });

  it('"a failed \'Lý do\' lookup": it says the reason could not be read, with a retry that brings it', async () => {
    const { user, rejected, id } = await rejectedWithdrawal();
    await injectFault({ path: `/account/transaction/${id}`, times: 100, kind: 'drop' });
    await user.click(rejected.reason!);
    expect(await within(rejected.row).findByText(/Không đọc được lý do từ chối\./)).toBeDefined();
    // The list is still the list: its rows are not replaced by an error.
    expect(await shownRows()).toHaveLength(4);
    await clearFaults();
    await user.click(within(rejected.row).getByRole('button', { name: 'Thử lại' }));
    expect(await within(rejected.row).findByText('Sai thông tin tài khoản')).toBeDefined();
    expect(within(rejected.row).queryByText(/Không đọc được/)).toBeNull();
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { getUserTransactionsQuery } from '@wallet/api';
import { ACTIVATION_POLL_MS, ACTIVATION_WAIT } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { depositInHistory } from '../features/deposit/history-entry';
import { ANNOUNCEMENTS_SEEN_KEY } from '../features/home/Announcements';
import { api, queryClient } from '../lib/wallet';
import { deposits, findQrStep, openDeposit } from '../test/deposit-page';
import { dialogSaying } from '../test/dialogs';
import { openPage, requestsTo } from '../test/render';
import { control, injectFault } from '../test/sandbox';
import { hold } from '../test/setup';
import { deposit } from '../test/transactions';
import { showTab } from '../test/visibility';

// Issue 47 §2 "Never lose a deposit the player started".
const SHOWN_FIRST =
  "While a QR deposit is waiting, `/deposit` and home show it first: its amount, how long it has waited, and 'Tiếp tục thanh toán', which opens its QR and bank-app button";
const NEW_TAB =
  'The same when the player comes back on a new tab, after the phone dropped the page.';

const TITLE = 'Lệnh nạp tiền đang chờ thanh toán';
const RESUME = 'Tiếp tục thanh toán';
const BLOCKS_NEW = 'Bạn có thể tạo lệnh nạp tiền mới khi lệnh này đã được thanh toán hoặc bị huỷ.';
const PENDING = 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.';
const LIST = 'GET /api/account/user_transaction';

/** A 600 K QR deposit made on /deposit (by default as the approved player); its code (transaction_id). */
async function depositOnThePage(phone?: string): Promise<string> {
  const { user, amount, submit, router } = await openDeposit(phone);
  await user.type(amount, '600');
  await user.click(submit());
  await findQrStep();
  return depositInHistory(router.state.location.state)!.transaction_id;
}

/** The player left for the bank app and the phone dropped the page: a new tab, logged in still. */
function newTab() {
  cleanup();
  queryClient.clear();
}

const findCard = async () => within(await screen.findByRole('region', { name: TITLE }));
const form = () => screen.queryByRole('textbox', { name: 'Số tiền' });

/** The history's answer (or failure) is in: what the page shows now is what it shows with it. */
const historySettled = (status: 'success' | 'error') =>
  waitFor(() =>
    expect(queryClient.getQueryState(getUserTransactionsQuery(api).queryKey)).toMatchObject({
      status,
      fetchStatus: 'idle',
    }),
  );

describe(`issue 47 §2 "${SHOWN_FIRST}" on /deposit`, () => {
  it(`"${NEW_TAB}": the card, '600,000 VND', 'Vừa tạo' and no form; 'Tiếp tục thanh toán' opens that deposit's QR and transfer details`, async () => {
    const code = await depositOnThePage();
    newTab();
    const { user, router } = await openPage('/deposit');
    const card = await findCard();
    expect(card.getByText('600,000 VND')).toBeDefined();
    expect(card.getByText('Vừa tạo')).toBeDefined();
    expect(card.getByText(BLOCKS_NEW)).toBeDefined();
    // "instead of an empty form and a refusal"
    expect(form()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Nạp Tiền/ })).toBeNull();

    await user.click(card.getByRole('link', { name: RESUME }));
    expect(await screen.findByRole('heading', { name: 'Thông tin nạp tiền' })).toBeDefined();
    expect(router.state.location.pathname).toMatch(/^\/transections\/\d+$/);
    expect(screen.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeDefined();
    expect(screen.getByText(code)).toBeDefined();
    expect(screen.getByText('600,000 VND')).toBeDefined();
    expect(deposits()).toBe(0);
  });

  it('"how long it has waited": \'Đã chờ 5 phút\' five minutes on, and it moves while shown', async () => {
    await depositOnThePage();
    newTab();
    // Only the page's Date is the test's: requests, React and the card's ticking keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await openPage('/deposit');
    const card = await findCard();
    expect(card.getByText('Đã chờ 5 phút')).toBeDefined();
    vi.setSystemTime(Date.now() + 2 * 3_600_000 + 10 * 60_000);
    expect(await card.findByText('Đã chờ 2 giờ 15 phút')).toBeDefined();
  });

  it('while the history is on its way the form shows as ever (nothing waits on it), then the card takes its place', async () => {
    await depositOnThePage();
    newTab();
    const held = hold('GET', '/account/user_transaction');
    await openPage('/deposit');
    expect(await screen.findByRole('textbox', { name: 'Số tiền' })).toBeDefined();
    await held.arrived;
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    held.release();
    await findCard();
    expect(form()).toBeNull();
  });

  it("a paid deposit ('Đang xử lý', is_approved 3) has nothing to resume: the form, no card", async () => {
    const code = await depositOnThePage();
    await control.settle(code, 'paid');
    newTab();
    await openPage('/deposit');
    await historySettled('success');
    expect(await screen.findByRole('textbox', { name: 'Số tiền' })).toBeDefined();
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it("a failed history load: the form as before, and 'Nạp Tiền' still gets the upstream's answer", async () => {
    await depositOnThePage();
    newTab();
    // An answer that is not retried, so the failure is final at once.
    await injectFault({
      path: '/account/user_transaction',
      times: 100,
      kind: 'status',
      status: 404,
    });
    const { user } = await openPage('/deposit');
    const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
    await historySettled('error');
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    await user.type(amount, '700');
    await user.click(screen.getByRole('button', { name: /^Nạp Tiền/ }));
    expect(await dialogSaying(PENDING)).toBeDefined();
  });

  it('once the history said none waits, the form is kept: a deposit made in another tab, read on the return to this one, does not take it from under the player; the refusal says why', async () => {
    const { user, amount, submit } = await openDeposit();
    await historySettled('success');
    await deposit(SEED.payment.bankTransfer, 600_000);
    showTab(false);
    showTab(true);
    await waitFor(() => expect(requestsTo(LIST)).toBe(2));
    await historySettled('success');
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    await user.type(amount, '700');
    await user.click(submit());
    expect(await dialogSaying(PENDING)).toBeDefined();
  });
});

describe(`issue 47 §2 "${SHOWN_FIRST}" on home`, () => {
  // The announcements' popup, already seen, stays shut.
  beforeEach(() => sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1'));

  it(`"${NEW_TAB}": the card at the top of home, before the banners, with its amount, its wait and 'Tiếp tục thanh toán' to its page`, async () => {
    await depositOnThePage();
    newTab();
    await openPage('/');
    const card = await findCard();
    expect(card.getByText('600,000 VND')).toBeDefined();
    expect(card.getByText('Vừa tạo')).toBeDefined();
    expect(card.getByRole('link', { name: RESUME }).getAttribute('href')).toMatch(
      /^\/transections\/\d+$/,
    );
    // Home is not /deposit: no line about a new deposit.
    expect(card.queryByText(BLOCKS_NEW)).toBeNull();
    const banner = await screen.findByRole('img', { name: /Banner 1\// });
    const region = screen.getByRole('region', { name: TITLE });
    expect(region.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('one malformed record in the history costs that record only: the waiting deposit beside it is still offered', async () => {
    await injectFault({
      path: '/account/user_transaction',
      kind: 'status',
      status: 200,
      body: {
        status: true,
        response: [
          { id: 91, transaction_purpose: 'deposit', transaction_amount: 'lots', is_approved: 0 },
          {
            id: 92,
            transaction_purpose: 'deposit',
            transaction_amount: 600_000,
            created_at: '2026-01-02 03:04:05',
            is_approved: 0,
          },
        ],
      },
    });
    await openPage('/', { as: SEED.players.approved.phone });
    const card = await findCard();
    expect(card.getByText('600,000 VND')).toBeDefined();
    expect(card.getByRole('link', { name: RESUME }).getAttribute('href')).toBe('/transections/92');
  });

  it("a new player's first deposit approved while home waits for the account: the activation wait ends and the card goes with it", async () => {
    const code = await depositOnThePage(SEED.players.fresh.phone);
    newTab();
    // The activation's 20 s check is the test's to tick; requests and React keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openPage('/');
    await findCard();
    expect(await screen.findByText(ACTIVATION_WAIT)).toBeDefined();
    await control.settle(code, 'approve');
    await act(async () => {
      vi.advanceTimersByTime(ACTIVATION_POLL_MS);
      await vi.waitFor(() => undefined);
    });
    await waitFor(() => expect(screen.queryByText(ACTIVATION_WAIT)).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: TITLE })).toBeNull());
  });

  it('a player with no deposit waiting (a pending withdrawal and a paid deposit only): no card', async () => {
    await openPage('/', { as: SEED.players.approved.phone });
    await historySettled('success');
    expect(await screen.findByRole('img', { name: /Banner 1\// })).toBeDefined();
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('a visitor: no card, and the history is never asked for', async () => {
    await openPage('/');
    expect(await screen.findByRole('img', { name: /Banner 1\// })).toBeDefined();
    expect((await screen.findByRole('marquee')).textContent).not.toBe('');
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    expect(requestsTo(LIST)).toBe(0);
  });
});

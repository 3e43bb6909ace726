import { act, screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '@wallet/api';
import { formatBalanceK, formatTransactionAmount } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_SEEN_KEY } from '../features/home/Announcements';
import { api } from '../lib/wallet';
import { openPage } from '../test/render';
import { deposit, history } from '../test/transactions';
import { settled, waitForDaga } from '../test/wallets';

const approved = SEED.players.approved.phone;
const KEY = 'wallet.moneyHidden';
const HIDDEN = 'Đã ẩn';
const MASK = '******';

/** The main balance as the site writes it, read from the upstream apart from the page. */
async function mainBalance(): Promise<string> {
  const answer = await api.client.GET('/user');
  const data = answer.data?.data as { balance: string } | undefined;
  return formatBalanceK(Number(data?.balance));
}

const pageText = () => document.body.textContent ?? '';
/** A figure in game points ('1,234.5 điểm'): the player's own, never shown while hidden. */
const POINTS = /\d\s*điểm/;
const headerToggle = () =>
  within(screen.getByRole('banner')).getByRole('button', { name: 'Ẩn số dư' });

describe('hiding the balance (issue 27 §4)', () => {
  it('"An eye toggle in the header masks every balance … and remembers the choice on this device"; "Screen readers hear that it is hidden"', async () => {
    // Home without its announcement popup over it.
    sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1');
    const { user } = await openPage('/', { as: approved });
    const balance = await mainBalance();
    expect(await screen.findByText(balance)).toBeDefined();
    expect(headerToggle().getAttribute('aria-pressed')).toBe('false');

    await user.click(headerToggle());
    expect(headerToggle().getAttribute('aria-pressed')).toBe('true');
    expect(pageText()).not.toContain(balance);
    // The wallet tile reads 'Số dư' and, for its figure, the hidden word.
    const tile = screen.getByRole('button', { name: /^Số dư/ });
    expect(within(tile).getByText(HIDDEN)).toBeDefined();
    expect(within(tile).getByText(MASK).getAttribute('aria-hidden')).toBe('true');
    expect(localStorage.getItem(KEY)).toBe('true');

    await user.click(headerToggle());
    expect(headerToggle().getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText(balance)).toBeDefined();
    expect(localStorage.getItem(KEY)).toBe('false');
  });

  it('"on every screen": a choice kept on this device hides the history, a record, a waiting deposit\'s amount, all wallets, the withdraw page and the profile', async () => {
    localStorage.setItem(KEY, 'true');
    const { router } = await openPage('/promotions', { as: approved });
    // A deposit waiting for its transfer, whose detail shows the QR panel.
    await deposit(SEED.payment.bankTransfer, 400_000);
    await act(() => router.navigate('/transections'));
    const rows = await within(await screen.findByRole('tabpanel')).findAllByRole('listitem');
    for (const row of rows) expect(within(row).getByText(HIDDEN)).toBeDefined();
    const records: Transaction[] = await history();
    for (const record of records) {
      expect(pageText()).not.toContain(formatTransactionAmount(record.transaction_amount));
    }

    // An approved record's details, then the deposit that waits for its transfer (its QR).
    const approvedRecord = records.find((t) => t.is_approved === 1);
    await act(() => router.navigate(`/transections/${approvedRecord?.id}`));
    // Its receipt (issue 47 §2): the amount is the first thing it says.
    const receipt = await screen.findByRole('region', { name: /thành công$/ });
    expect(receipt.textContent).toContain(MASK + HIDDEN);
    expect(receipt.textContent).not.toContain(
      formatTransactionAmount(approvedRecord?.transaction_amount ?? 0),
    );
    const waiting = records.find((t) => t.transaction_purpose === 'deposit' && t.is_approved === 0);
    await act(() => router.navigate(`/transections/${waiting?.id}`));
    const transfer = await screen.findByRole('region', { name: 'Thông tin chuyển khoản' });
    expect(within(transfer).getByText('Số tiền').nextElementSibling?.textContent).toContain(HIDDEN);
    expect(pageText()).not.toContain(formatTransactionAmount(waiting?.transaction_amount ?? 0));

    const balance = await mainBalance();
    await act(() => router.navigate('/profile/all-wallet'));
    await screen.findByText('Aztec Treasure');
    await waitForDaga();
    await settled();
    expect(pageText()).not.toContain(balance);
    for (const group of screen.getAllByRole('region')) {
      expect(group.textContent).not.toMatch(POINTS);
    }

    await act(() => router.navigate('/withdraw'));
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-balance').textContent).toBe(MASK + HIDDEN),
    );
    const games = screen.getByRole('region', { name: 'Ví trò chơi' });
    const gameRows = await within(games).findAllByRole('listitem');
    expect(games.textContent).not.toMatch(POINTS);
    expect(gameRows.some((row) => within(row).queryByText(HIDDEN))).toBe(true);

    // The profile draws its own bar (the spec hides the header there): the same toggle, pressed.
    await act(() => router.navigate('/profile'));
    await waitFor(() =>
      expect(screen.getByTestId('profile-balance').textContent).toBe(MASK + HIDDEN),
    );
    expect(screen.getByRole('button', { name: 'Ẩn số dư' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('"every … amount of the player\'s own money on every screen": the amounts the upstream wrote into the notifications are hidden; their other words stay', async () => {
    localStorage.setItem(KEY, 'true');
    await openPage('/notifications', { as: approved });
    // The seeded inbox: 'Giao dịch nạp 1.000.000 VND đã được phê duyệt.', 'Yêu cầu rút 900.000 VND
    // đang được xử lý.', 'Hoàn trả 1.5% mỗi ngày cho mọi trò chơi.'
    const promo = await screen.findByText(/Hoàn trả 1\.5% mỗi ngày/);
    const list = promo.closest('ul') as HTMLElement;
    expect(list.textContent).not.toMatch(/1\.000\.000|900\.000/);
    expect(within(list).getAllByText(HIDDEN)).toHaveLength(2);
    expect(list.textContent).toContain(`Yêu cầu rút ${MASK}${HIDDEN} đang được xử lý.`);
  });

  it("the profile's own toggle shows the money again, and the choice is kept", async () => {
    localStorage.setItem(KEY, 'true');
    const { user } = await openPage('/profile', { as: approved });
    const balance = await mainBalance();
    await waitFor(() =>
      expect(screen.getByTestId('profile-balance').textContent).toBe(MASK + HIDDEN),
    );
    await user.click(screen.getByRole('button', { name: 'Ẩn số dư', pressed: true }));
    await waitFor(() => expect(screen.getByTestId('profile-balance').textContent).toBe(balance));
    expect(localStorage.getItem(KEY)).toBe('false');
  });

  it('a stored value that is not ours shows the money (the default); a visitor has no toggle', async () => {
    localStorage.setItem(KEY, 'yes');
    await openPage('/profile', { as: approved });
    const balance = await mainBalance();
    await waitFor(() => expect(screen.getByTestId('profile-balance').textContent).toBe(balance));
    expect(screen.getByRole('button', { name: 'Ẩn số dư', pressed: false })).toBeDefined();
  });

  it('a visitor sees no toggle: there is no money of theirs on screen', async () => {
    await openPage('/');
    await screen.findByRole('link', { name: 'Đăng Nhập' });
    expect(screen.queryByRole('button', { name: 'Ẩn số dư' })).toBeNull();
  });
});

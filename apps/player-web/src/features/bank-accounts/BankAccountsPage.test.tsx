import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { openPage } from '../../test/render';
import { clearFaults, injectFault } from '../../test/sandbox';
import { failLoad } from '../../test/add-account';

const PAGE = '/profile/bank-account-management';
const SUPPORT_TEXT =
  'Để thay đổi hoặc xóa tài khoản ngân hàng, vui lòng liên hệ Chăm sóc khách hàng.';
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
const EMPTY = 'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.';

describe('bank account management (001 §2)', () => {
  it('"Lists saved accounts as cards (account number, holder name, bank name, radio checked)", the support text and the live chat', async () => {
    const { screen } = await openPage(PAGE, { as: SEED.players.approved.phone });
    const card = await screen.findByRole<HTMLInputElement>('radio', { name: /0011001234567/ });
    expect(card.checked).toBe(true);
    expect(screen.getByText('NGUYEN VAN AN')).toBeDefined();
    expect(screen.getByText('Vietcombank')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Quản lý ngân hàng' })).toBeDefined();
    // "Text says changes or deletion need customer support"
    expect(screen.getByText(SUPPORT_TEXT)).toBeDefined();
    // "a support button opens the external live chat" (a new window, without access to this one)
    const support = screen.getByRole('link', { name: 'Chăm sóc khách hàng' });
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toContain('noopener');
    // 001 §9 "The add-bank button is disabled when the count has reached it": one of one.
    expect(screen.queryByRole('link', { name: 'Thêm ngân hàng' })).toBeNull();
  });

  it('"The \'add bank\' button goes to /add-account carrying the maximum allowed count" — a player below the maximum', async () => {
    const { screen, user, router } = await openPage(PAGE, { as: SEED.players.fresh.phone });
    // 001 §8 "With no banks: 'Hiện tại không có ngân hàng nào, …'"
    expect(await screen.findByText(EMPTY)).toBeDefined();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Thêm ngân hàng' }));
    expect(await screen.findByLabelText('Số tài khoản')).toBeDefined();
    expect(router.state.location.pathname).toBe('/add-account');
    expect(router.state.location.state).toEqual({ max: 1 });
  });

  it('two saved accounts of three allowed: both cards checked, and the add button carries 3', async () => {
    const bank = (id: number, account_number: string, bank_name: string) => ({
      id,
      bank_name,
      account_number,
      User_name: 'LE VAN CUONG',
    });
    await injectFault({
      method: 'GET',
      path: '/player/active/banks',
      kind: 'status',
      status: 200,
      times: 100,
      body: {
        status: true,
        response: [bank(7, '111222333', 'ACB'), bank(8, '444555666', 'BIDV')],
        max_account_count: 3,
      },
    });
    const { screen, user, router } = await openPage(PAGE, { as: SEED.players.approved.phone });
    await screen.findByRole('radio', { name: /111222333/ });
    // (jsdom does not uncheck a radio of a shared group, so this shows the cards as drawn; in a
    // browser each card being a group of its own is what keeps both checked.)
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((radio) => radio.checked)).toEqual([
      true,
      true,
    ]);
    await user.click(screen.getByRole('link', { name: 'Thêm ngân hàng' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ max: 3 }));
  });

  // Why, 'Thử lại' and never the empty text: src/app/load-failures.test.tsx.
  it('a failed load offers no add button; the support line stays', async () => {
    await failLoad('/player/active/banks');
    const { screen } = await openPage(PAGE, { as: SEED.players.approved.phone });
    expect(await screen.findByText(GENERIC)).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Thêm ngân hàng' })).toBeNull();
    // The support line does not depend on the list.
    expect(screen.getByText(SUPPORT_TEXT)).toBeDefined();
  });
});

describe('one malformed saved account costs its card only', () => {
  it('an account without a number is left out; the others are listed', async () => {
    await injectFault({
      method: 'GET',
      path: '/player/active/banks',
      kind: 'status',
      status: 200,
      times: 100,
      body: {
        status: true,
        response: [
          { id: 7, bank_name: 'ACB', User_name: 'LE VAN CUONG' },
          { id: 8, bank_name: 'BIDV', account_number: '444555666', User_name: 'LE VAN CUONG' },
        ],
        max_account_count: 3,
      },
    });
    const { screen } = await openPage(PAGE, { as: SEED.players.approved.phone });
    expect(await screen.findByRole('radio', { name: /444555666/ })).toBeDefined();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByText('ACB')).toBeNull();
    await clearFaults();
  });
});

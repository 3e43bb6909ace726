import { screen, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { answerCategories } from '../../test/game-items';
import { openPage, requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import {
  dagaSection,
  disabled,
  openWallets,
  PAGE,
  row,
  rowText,
  TRANSFER_ALL,
  waitForDaga,
} from '../../test/wallets';

describe('/profile/all-wallet (001 §2 All wallets)', () => {
  it('"the total balance and a Da Ga section … Other games … by category … each with icon, points balance, a transfer button (only when the balance is above 0)"', async () => {
    await openWallets();
    expect(screen.getByRole('heading', { name: 'Tổng số dư' })).toBeDefined();
    expect(screen.getByText('5,000K')).toBeDefined();
    // 001 §3 Da Ga points, read after 1 s: the approved player holds 10.
    expect(within(dagaSection()).getByText('10 điểm')).toBeDefined();
    expect(
      disabled(
        within(dagaSection()).getByRole('button', { name: 'Chuyển điểm Đá gà về tài khoản chính' }),
      ),
    ).toBe(false);
    // Groups by their vn name, games by their en name (001 §3).
    expect(screen.getByRole('region', { name: 'Nổ hũ' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Bắn cá' })).toBeDefined();
    expect(rowText('Aztec Treasure')).toContain('120');
    expect(rowText('Dragon Fishing')).toContain('45.5');
    expect(rowText('Baccarat')).toContain('800');
    expect(rowText('Mahjong Ways')).toContain('0');
    // 001 §4 "'LỖI MẠNG' (network error)" as the list gives it.
    expect(rowText('Dragon Tiger')).toContain('LỖI MẠNG');
    const transfers = screen.getAllByRole('button', {
      name: /^Chuyển điểm .* về tài khoản chính$/,
    });
    expect(transfers.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Chuyển điểm Đá gà về tài khoản chính',
      'Chuyển điểm Aztec Treasure về tài khoản chính',
      'Chuyển điểm Dragon Fishing về tài khoản chính',
      'Chuyển điểm Baccarat về tài khoản chính',
    ]);
    expect(
      disabled(
        within(row('Mahjong Ways')).getByRole('button', { name: 'Làm mới số dư Mahjong Ways' }),
      ),
    ).toBe(false);
    expect(disabled(screen.getByRole('button', { name: TRANSFER_ALL }))).toBe(false);
  });

  it('the home wallet tile\'s popup shows the same content (001 §2 "The same content appears as an all-wallets popup")', async () => {
    const { user } = await openPage('/', { as: SEED.players.approved.phone });
    await user.click(await screen.findByRole('button', { name: /Số dư/ }));
    const popup = await screen.findByRole('dialog', { name: 'Tất cả ví' });
    expect(await within(popup).findByText('Aztec Treasure')).toBeDefined();
    expect(within(popup).getByRole('heading', { name: 'Tổng số dư' })).toBeDefined();
    expect(within(popup).getByRole('region', { name: 'Nổ hũ' })).toBeDefined();
    expect(within(popup).getByText('LỖI MẠNG')).toBeDefined();
    expect(await within(popup).findByText('10 điểm')).toBeDefined();
    expect(within(popup).getByRole('button', { name: TRANSFER_ALL })).toBeDefined();
  });

  it('a player without a game account: Da Ga "\'CẤM\' (forbidden, Da Ga)", a game refreshed reads 0 (ACCOUNT_DOESNT_EXIST "game balance shown as 0"), nothing to transfer', async () => {
    const { user } = await openPage(PAGE, { as: SEED.players.fresh.phone });
    await screen.findByText('Aztec Treasure');
    await waitForDaga();
    expect(within(dagaSection()).getByText('CẤM')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Làm mới số dư Aztec Treasure' }));
    await within(row('Aztec Treasure')).findByRole('button', {
      name: 'Làm mới số dư Aztec Treasure',
    });
    expect(rowText('Aztec Treasure')).toMatch(/0 điểm$/);
    expect(requestsTo('GET /api/player/get_balance_game_categories-item/101/1')).toBe(1);
    // 001 §4 "The button is disabled with nothing to transfer".
    expect(disabled(screen.getByRole('button', { name: TRANSFER_ALL }))).toBe(true);
  });

  it("a refreshed game the provider does not support reads 'KHÔNG ĐƯỢC HỖ TRỢ'; its icon spins while it loads", async () => {
    const { user } = await openWallets();
    await injectFault({
      method: 'GET',
      path: '/player/get_balance_game_categories-item/*',
      kind: 'delay',
      delayMs: 600,
    });
    await user.click(screen.getByRole('button', { name: 'Làm mới số dư Fishing King' }));
    // 001 §4 "Each per-game refresh icon spins while loading."
    expect(within(row('Fishing King')).getByRole('status').textContent).toBe('Đang tải số dư');
    expect(
      within(row('Fishing King'))
        .getByRole('button', { name: 'Làm mới số dư Fishing King' })
        .getAttribute('aria-busy'),
    ).toBe('true');
    expect(await within(row('Fishing King')).findByText('KHÔNG ĐƯỢC HỖ TRỢ')).toBeDefined();
  });

  it('"A button \'Chuyển mọi thứ vào tài khoản chính\' appears only when the group list is non-empty"; the header names the page, under the Account tab', async () => {
    await answerCategories([]);
    await openPage(PAGE, { as: SEED.players.approved.phone });
    expect(await screen.findByText('Không tìm thấy trò chơi nào')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Tất cả ví' })).toBeDefined();
    // 001 §2 "Sits under the Account tab."
    expect(screen.getByRole('link', { name: 'Tài khoản' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('heading', { name: 'Tổng số dư' })).toBeDefined();
    expect(screen.queryByRole('button', { name: TRANSFER_ALL })).toBeNull();
  });
});

import { SEED } from '@wallet/sandbox';
import { within } from '@testing-library/react';
import { PLAY_GAME_OPEN_PROMPT } from '@wallet/domain';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo } from '../../../test/render';
import { amountField, ledger, openGame, stubGameTab } from '../../../test/play-game';

/** Page tests with many steps: room for a machine that runs suites side by side. */
const SLOW = 45_000;

const LOGIN = 'POST /api/player/game/login';

describe('the play-game dialog from home (001 §2 "Play-game dialog", §4 "Transfer into a game")', () => {
  it(
    'shows the main balance, the game balance, the bounds; moves the points by tap and opens the game in the tab opened on the tap',
    async () => {
      const { tab, open } = stubGameTab();
      const { dialog, user, screen } = await openGame();
      const amount = await amountField(dialog);
      // 'Tổng số dư' 5000 K, the game's 120 points, 'Tối thiểu:' 10 (no maximum: no 'Tối đa:').
      expect((await dialog.findByLabelText('Tổng số dư')).textContent).toBe('5,000K');
      expect(await dialog.findByText('120 điểm')).toBeTruthy();
      expect(dialog.getByText(/Tối thiểu:/).textContent).toBe('Tối thiểu: 10K');
      expect(dialog.queryByText(/Tối đa:/)).toBeNull();
      await user.type(amount, '100');
      await user.click(dialog.getByRole('button', { name: 'Chơi ngay' }));
      // The window is opened on the tap itself, then pointed at the link.
      expect(open).toHaveBeenCalledWith('', '_blank');
      await screen.findByRole('list', { name: 'Danh sách trò chơi' });
      await expect.poll(() => tab.location.href).toMatch(/__sandbox\/game\/101/);
      expect(tab.opener).toBeNull();
      expect(screen.queryByRole('dialog', { name: 'Aztec Treasure' })).toBeNull();
      expect(requestsTo(LOGIN)).toBe(1);
      expect(await ledger()).toEqual([expect.objectContaining({ amount: 100 })]);
    },
    SLOW,
  );

  it(
    'Enter sends one POST, and the main balance shown next is the upstream’s (5000 - 100)',
    async () => {
      stubGameTab();
      const { dialog, user, screen } = await openGame();
      await user.type(await amountField(dialog), '100{Enter}');
      await expect.poll(() => screen.queryByRole('dialog', { name: 'Aztec Treasure' })).toBeNull();
      expect(requestsTo(LOGIN)).toBe(1);
      await user.click(screen.getByRole('button', { name: 'Aztec Treasure' }));
      const again = await screen.findByRole('dialog', { name: 'Aztec Treasure' });
      await expect
        .poll(() => again.querySelector('[aria-label="Tổng số dư"]')?.textContent)
        .toBe('4,900K');
    },
    SLOW,
  );

  it(
    'a visitor’s tap still goes to /login (000 §2)',
    async () => {
      const { openPage } = await import('../../../test/render');
      const { screen, user, router } = await openPage('/');
      await user.click(await screen.findByRole('button', { name: 'Aztec Treasure' }));
      await expect.poll(() => router.state.location.pathname).toBe('/login');
    },
    SLOW,
  );

  it(
    'a blank amount with a positive game balance opens the game without moving money (001 §5)',
    async () => {
      const { tab } = stubGameTab();
      const { dialog, user } = await openGame();
      await dialog.findByText('120 điểm');
      await user.click(dialog.getByRole('button', { name: 'Chơi ngay' }));
      await expect.poll(() => tab.location.href).toMatch(/__sandbox\/game\/101/);
      expect(await ledger()).toEqual([]);
    },
    SLOW,
  );
});

describe('a player without a game account (001 §4 "Da Ga account activation")', () => {
  it(
    'the fresh player’s game tap shows the deposit-to-activate prompt with its "Nạp Tiền" link',
    async () => {
      const { dialog } = await openGame('Aztec Treasure', SEED.players.fresh.phone);
      const link = await dialog.findByRole('link', { name: 'Nạp Tiền' });
      expect(link.getAttribute('href')).toBe('/deposit?initial=1');
      expect(dialog.queryByLabelText('Chuyển điểm (VND)')).toBeNull();
    },
    SLOW,
  );
});

describe('a browser that refuses the game’s tab (issue 13: the window is opened on the tap)', () => {
  it(
    'the points moved: the dialog gives way to a notice whose link opens the game',
    async () => {
      vi.spyOn(window, 'open').mockImplementation(() => null);
      const { dialog, user, screen } = await openGame();
      await user.type(await amountField(dialog), '100');
      await user.click(dialog.getByRole('button', { name: 'Chơi ngay' }));
      const notice = (await screen.findByText(PLAY_GAME_OPEN_PROMPT)).closest('dialog')!;
      const link = within(notice).getByRole('link', { name: 'Mở trò chơi' });
      expect(link.getAttribute('href')).toMatch(/__sandbox\/game\/101/);
      expect(await ledger()).toHaveLength(1);
      await user.click(within(notice).getByRole('button', { name: 'OK' }));
      await expect.poll(() => screen.queryByText(PLAY_GAME_OPEN_PROMPT)).toBeNull();
      expect(screen.queryByRole('dialog', { name: 'Aztec Treasure' })).toBeNull();
    },
    SLOW,
  );
});

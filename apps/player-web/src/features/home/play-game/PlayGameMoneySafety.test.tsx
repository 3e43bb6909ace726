import { MONEY_DONE_BALANCE_TEXT, MONEY_UNKNOWN_BALANCE_TEXT } from '@wallet/domain';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../test/render';
import { injectFault } from '../../../test/sandbox';
import { amountField, ledger, openGame, stubGameTab } from '../../../test/play-game';

/** Page tests with many steps: room for a machine that runs suites side by side. */
const SLOW = 45_000;

const LOGIN = 'POST /api/player/game/login';
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('never a duplicate transfer (issue 13)', () => {
  it(
    'a 5 s answer: taps and Enter meanwhile send nothing more; the game opens in the first tab',
    async () => {
      await injectFault({
        method: 'POST',
        path: '/player/game/login',
        kind: 'delay',
        delayMs: 5000,
      });
      const { tab, open } = stubGameTab();
      const { dialog, user, screen } = await openGame();
      const amount = await amountField(dialog);
      await user.type(amount, '100');
      const play = dialog.getByRole('button', { name: 'Chơi ngay' });
      await user.click(play);
      await user.dblClick(play);
      await user.type(amount, '{Enter}');
      // Nor can the dialog be closed, and a second one opened, meanwhile: no close control.
      expect(dialog.queryByRole('button', { name: 'Đóng' })).toBeNull();
      expect(requestsTo(LOGIN)).toBe(1);
      await expect
        .poll(() => screen.queryByRole('dialog', { name: 'Aztec Treasure' }), { timeout: 10_000 })
        .toBeNull();
      expect(tab.location.href).toMatch(/__sandbox\/game\/101/);
      expect(open).toHaveBeenCalledTimes(1);
      expect(requestsTo(LOGIN)).toBe(1);
      expect(await ledger()).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'an answer lost after the transfer was made: the balances are read again first, the amount is cleared, nothing is re-sent; the player may send again only by typing it',
    async () => {
      await injectFault({ method: 'POST', path: '/player/game/login', kind: 'drop-after' });
      const { tab } = stubGameTab();
      const { dialog, user, screen } = await openGame();
      const usersBefore = requestsTo('GET /api/user');
      await user.type(await amountField(dialog), '100');
      await user.click(dialog.getByRole('button', { name: 'Chơi ngay' }));
      expect(await screen.findByText(MONEY_DONE_BALANCE_TEXT)).toBeTruthy();
      expect(tab.close).toHaveBeenCalled();
      expect(requestsTo('GET /api/user')).toBeGreaterThan(usersBefore);
      expect(requestsTo('GET /api/player/game/101/balance')).toBeGreaterThanOrEqual(2);
      // The upstream's figures: 5000 - 100 K, and the game's 120 + 100 points.
      await expect.poll(() => dialog.getByLabelText('Tổng số dư').textContent).toBe('4,900K');
      await dialog.findByText('220 điểm');
      expect(((await amountField(dialog)) as HTMLInputElement).value).toBe('');
      await settle(1500);
      expect(requestsTo(LOGIN)).toBe(1);
      expect(await ledger()).toHaveLength(1);
      // Typed again, it is the player's own new transfer.
      const notice = screen.getByText(MONEY_DONE_BALANCE_TEXT).closest('dialog')!;
      await user.click(within(notice).getByRole('button', { name: 'Đóng' }));
      await user.type(await amountField(dialog), '100');
      await user.click(dialog.getByRole('button', { name: 'Chơi ngay' }));
      await expect.poll(() => ledger()).toHaveLength(2);
      expect(requestsTo(LOGIN)).toBe(2);
    },
    SLOW,
  );

  it(
    'an answer lost before the transfer was made: the balances show nothing moved and the message says to check them',
    async () => {
      await injectFault({ method: 'POST', path: '/player/game/login', kind: 'drop' });
      const { tab } = stubGameTab();
      const { dialog, user, screen } = await openGame();
      await user.type(await amountField(dialog), '100');
      await user.click(dialog.getByRole('button', { name: 'Chơi ngay' }));
      expect(await screen.findByText(MONEY_UNKNOWN_BALANCE_TEXT)).toBeTruthy();
      expect(tab.close).toHaveBeenCalled();
      expect(dialog.getByLabelText('Tổng số dư').textContent).toBe('5,000K');
      expect(await ledger()).toEqual([]);
      expect(requestsTo(LOGIN)).toBe(1);
    },
    SLOW,
  );
});

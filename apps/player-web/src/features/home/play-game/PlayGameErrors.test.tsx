import { SEED } from '@wallet/sandbox';
import {
  ACCOUNT_DOESNT_EXIST_TEXT,
  AMOUNT_NOT_ACCEPTED_TEXT,
  BALANCE_NETWORK_ERROR_TEXT,
  GAME_DEPOSIT_NETWORK_ERROR,
  GAME_INSUFFICIENT_BALANCE,
  GAME_LOGIN_NETWORK_ERROR,
  GAME_REGISTRATION_NETWORK_ERROR,
  GENERIC_LOAD_ERROR,
  LACK_FUND_TEXT,
  PENDING_DEPOSIT_TEXT,
  PENDING_TRANSACTION_TEXT,
  PENDING_WITHDRAW_TEXT,
} from '@wallet/domain';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../test/render';
import { injectFault } from '../../../test/sandbox';
import { amountField, ledger, openGame, stubGameTab } from '../../../test/play-game';

/** Page tests with many steps: room for a machine that runs suites side by side. */
const SLOW = 45_000;

const LOGIN = 'POST /api/player/game/login';
const GAME_LINK = `${new URL(SEED.apiBase).origin}/__sandbox/game/101`;

async function refuse(status: number, body: unknown) {
  await injectFault({ method: 'POST', path: '/player/game/login', kind: 'status', status, body });
}

/** Types 100 into the open dialog and taps 'Chơi ngay'. */
async function play() {
  const stub = stubGameTab();
  const page = await openGame();
  await page.user.type(await amountField(page.dialog), '100');
  await page.user.click(page.dialog.getByRole('button', { name: 'Chơi ngay' }));
  return { ...page, ...stub };
}

describe('game and points transfer messages (001 §8), each shown; the tab opened on the tap is closed', () => {
  it.each([
    ['PENDING_WITHDRAW', PENDING_WITHDRAW_TEXT],
    ['PENDING_TRANSACTION', PENDING_TRANSACTION_TEXT],
    ['BALANCE_NETWORK_ERROR', BALANCE_NETWORK_ERROR_TEXT],
    ['LACK_FUND', LACK_FUND_TEXT],
    ['NETWORK_ERROR', 'Lỗi mạng'],
    ['ACCOUNT_DOESNT_EXIST', ACCOUNT_DOESNT_EXIST_TEXT],
    ['INSUFFICIENT_BALANCE', GAME_INSUFFICIENT_BALANCE],
    ['AMOUNT_NOT_ACCEPTED', AMOUNT_NOT_ACCEPTED_TEXT],
    ['REGISTRATION_NETWORK_ERROR', GAME_REGISTRATION_NETWORK_ERROR],
    ['LOGIN_NETWORK_ERROR', GAME_LOGIN_NETWORK_ERROR],
    ['DEPOSIT_NETWORK_ERROR', GAME_DEPOSIT_NETWORK_ERROR],
  ])(
    '%s shows %j',
    async (code, text) => {
      await refuse(400, { status: false, message: code });
      const { screen, tab, user, dialog } = await play();
      const notice = (await screen.findByText(text)).closest('dialog')!;
      expect(notice.getAttribute('aria-labelledby')).toBeTruthy();
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
      expect(requestsTo(LOGIN)).toBe(1);
      // Closed, the play dialog is still there beneath, with the amount kept.
      await user.click(within(notice).getAllByRole('button').at(-1)!);
      await expect.poll(() => screen.queryByText(text)).toBeNull();
      expect(((await amountField(dialog)) as HTMLInputElement).value).toBe('100');
    },
    SLOW,
  );

  it(
    "a 429 says the rate limit's text, never the server's raw 'Too Many Attempts.' (issue 24)",
    async () => {
      await refuse(429, { message: 'Too Many Attempts.' });
      const { screen, tab } = await play();
      expect(
        await screen.findByText('Too many requests. Only 1 request per second allowed.'),
      ).toBeTruthy();
      expect(screen.queryByText('Too Many Attempts.')).toBeNull();
      expect(tab.close).toHaveBeenCalled();
      expect(await ledger()).toEqual([]);
    },
    SLOW,
  );

  it(
    'a 500 is the generic message, never the player’s fault',
    async () => {
      await refuse(500, { message: 'Server Error' });
      const { screen, tab } = await play();
      expect(await screen.findByText(GENERIC_LOAD_ERROR)).toBeTruthy();
      expect(tab.close).toHaveBeenCalled();
      expect(await ledger()).toEqual([]);
    },
    SLOW,
  );
});

describe('the game transaction error dialog (001 §8 "PENDING_DEPOSIT and PLEASE_DEPOSIT on game login pass the response to a game transaction error dialog"; "An error that is an object shows a game-link button")', () => {
  it.each([
    ['PENDING_DEPOSIT', PENDING_DEPOSIT_TEXT],
    ['PLEASE_DEPOSIT', GAME_INSUFFICIENT_BALANCE],
  ])(
    '%s shows its text with the game-link button',
    async (code, text) => {
      await refuse(400, { status: false, message: code, link: GAME_LINK });
      const { screen, tab, user } = await play();
      const notice = (await screen.findByText(text)).closest('dialog')!;
      const link = within(notice).getByRole('link', { name: 'Mở trò chơi' });
      expect(link.getAttribute('href')).toBe(GAME_LINK);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(tab.close).toHaveBeenCalled();
      await user.click(within(notice).getByRole('button', { name: 'OK' }));
      await expect.poll(() => screen.queryByText(text)).toBeNull();
    },
    SLOW,
  );

  it(
    'PENDING_TRANSACTION without a link has no game-link button',
    async () => {
      await refuse(400, { status: false, message: 'PENDING_TRANSACTION' });
      const { screen } = await play();
      await screen.findByText(PENDING_TRANSACTION_TEXT);
      expect(screen.queryByRole('link', { name: 'Mở trò chơi' })).toBeNull();
    },
    SLOW,
  );

  it(
    'an error that is an object (any code with a link) shows the game-link button',
    async () => {
      await refuse(400, { status: false, message: 'SOMETHING_NEW', link: GAME_LINK });
      const { screen } = await play();
      const notice = (await screen.findByText(GENERIC_LOAD_ERROR)).closest('dialog')!;
      const link = within(notice).getByRole('link', { name: 'Mở trò chơi' });
      expect(link.getAttribute('href')).toBe(GAME_LINK);
    },
    SLOW,
  );
});

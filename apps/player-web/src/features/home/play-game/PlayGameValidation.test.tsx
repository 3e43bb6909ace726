import { describe, expect, it } from 'vitest';
import { pasteAmount, refusedPastes } from '../../../test/amounts';
import { describedBy } from '../../../test/described-by';
import { requestsTo } from '../../../test/render';
import {
  amountField,
  ledger,
  openGame,
  pasteEachRefused,
  stubGameTab,
  withMaximum,
} from '../../../test/play-game';

/** Page tests with many steps: room for a machine that runs suites side by side. */
const SLOW = 45_000;

const LOGIN = 'POST /api/player/game/login';
const INSUFFICIENT =
  'Tài khoản của bạn không đủ số dư để chuyển điểm vào trò chơi. Vui lòng nạp tiền vào tài khoản.';

describe('the game transfer amount (001 §5), each message then its correction', () => {
  it(
    'Aztec Treasure (minimum 10, no maximum; main balance 5000 K)',
    async () => {
      stubGameTab();
      const { dialog, user } = await openGame();
      const amount = await amountField(dialog);
      const play = dialog.getByRole('button', { name: 'Chơi ngay' });
      const steps: [typed: string, message: string][] = [
        // "Leading zero gives 'Vui lòng không nhập số bắt đầu bằng 0'."
        ['05', 'Vui lòng không nhập số bắt đầu bằng 0'],
        // "More than 2 decimals for other games gives 'Chỉ chấp nhận hai số thập phân'."
        ['12.345', 'Chỉ chấp nhận hai số thập phân'],
        // "An amount above the main balance gives 'Tài khoản của bạn không đủ số dư …'"
        ['6000', INSUFFICIENT],
        // "Below the minimum with no maximum gives 'Vui lòng chọn điểm tối thiểu'."
        ['5', 'Vui lòng chọn điểm tối thiểu'],
      ];
      for (const [typed, message] of steps) {
        await user.clear(amount);
        await user.type(amount, typed);
        expect(await dialog.findByText(message)).toBeTruthy();
        expect(play.hasAttribute('disabled')).toBe(true);
        await user.click(play);
        await user.type(amount, '{Enter}');
      }
      expect(requestsTo(LOGIN)).toBe(0);
      // "Digits only": a letter is kept and named, never dropped (issue 24).
      await user.clear(amount);
      await user.type(amount, '1a2.5');
      expect((amount as HTMLInputElement).value).toBe('1a2.5');
      expect(await dialog.findByText('Vui lòng chỉ nhập số')).toBeTruthy();
      await user.clear(amount);
      await user.type(amount, '12.5');
      expect(dialog.queryByText('Vui lòng chọn điểm tối thiểu')).toBeNull();
      await user.click(play);
      await expect.poll(() => requestsTo(LOGIN)).toBe(1);
      await expect.poll(() => ledger()).toEqual([expect.objectContaining({ amount: 12.5 })]);
    },
    SLOW,
  );

  it(
    "issue 24: pasted '1,5', '-500', '1234567890' stay as pasted with their message and send nothing; ' 500 ' is 500; '150.5' (two decimals allowed) is sent as 150.5",
    async () => {
      stubGameTab();
      const { dialog, user } = await openGame();
      const amount = await amountField(dialog);
      const play = dialog.getByRole('button', { name: 'Chơi ngay' });
      // Other games take up to 2 decimals: '150.5' is not refused.
      await pasteEachRefused({ dialog, user, amount, play }, refusedPastes(null, INSUFFICIENT));
      expect(requestsTo(LOGIN)).toBe(0);
      await pasteAmount(user, amount, ' 500 ');
      expect(amount).toHaveProperty('value', '500');
      expect(dialog.queryAllByRole('alert')).toEqual([]);
      // "at most 2 decimals for non-Da Ga amounts": what the player sees is what is sent.
      await pasteAmount(user, amount, '150.5');
      expect(amount).toHaveProperty('value', '150.5');
      expect(dialog.queryAllByRole('alert')).toEqual([]);
      await user.click(play);
      await expect.poll(() => requestsTo(LOGIN)).toBe(1);
      await expect.poll(() => ledger()).toEqual([expect.objectContaining({ amount: 150.5 })]);
    },
    SLOW,
  );

  it(
    'Mahjong Ways (minimum 10, maximum 50,000; nothing in it): a blank amount says why \'Chơi ngay\' waits; below the minimum with a maximum gives the insufficient-balance message, and "Tối thiểu:" is highlighted',
    async () => {
      stubGameTab();
      const { dialog, user } = await openGame('Mahjong Ways');
      const amount = await amountField(dialog);
      const play = dialog.getByRole('button', { name: 'Chơi ngay' });
      // Issue 46 §1 "Every disabled submit says why": nothing in the game and nothing typed.
      await expect.poll(() => describedBy(play)).toBe('Vui lòng nhập số tiền');
      // Issue 47 §3: what 1 K is, before an amount is typed.
      expect(describedBy(amount)).toBe('1 K = 1,000 VND');
      expect(dialog.getAllByText('Vui lòng nhập số tiền')).toHaveLength(1);
      expect(play.hasAttribute('disabled')).toBe(true);
      await user.type(amount, '5');
      expect(await dialog.findByText(INSUFFICIENT)).toBeTruthy();
      // The field says it: not again under the button.
      expect(describedBy(play)).toBe('');
      expect(dialog.getByText(/Tối thiểu:/).className).toContain('is-broken');
      expect(dialog.getByText(/Tối đa:/).className).not.toContain('is-broken');
      await user.type(amount, '0');
      await expect.poll(() => dialog.queryByText(INSUFFICIENT)).toBeNull();
      expect(dialog.getByText(/Tối thiểu:/).className).not.toContain('is-broken');
      expect(describedBy(amount)).toBe('50 K = 50,000 VND · Năm mươi nghìn đồng');
      expect(play.hasAttribute('disabled')).toBe(false);
      expect(describedBy(play)).toBe('');
    },
    SLOW,
  );
});

describe('the maximum (001 §5 "When the amount equals the whole balance and exceeds the maximum, the maximum is sent instead")', () => {
  it(
    '"Chuyển tất cả điểm" fills the whole balance; the maximum (1000) is sent, nothing highlighted',
    async () => {
      await withMaximum(1000);
      stubGameTab();
      const { dialog, user } = await openGame();
      const amount = await amountField(dialog);
      expect(dialog.getByText(/Tối đa:/).textContent).toBe('Tối đa: 1,000K');
      await user.click(dialog.getByRole('button', { name: 'Chuyển tất cả điểm' }));
      expect((amount as HTMLInputElement).value).toBe('5000');
      expect(dialog.getByText(/Tối đa:/).className).not.toContain('is-broken');
      await user.click(dialog.getByRole('button', { name: 'Chơi ngay' }));
      await expect
        .poll(() => ledger())
        .toEqual([expect.objectContaining({ operation: 'POST /player/game/login', amount: 1000 })]);
      expect(requestsTo(LOGIN)).toBe(1);
    },
    SLOW,
  );

  it(
    'an amount above the maximum that is not the whole balance highlights "Tối đa:" and cannot be sent',
    async () => {
      await withMaximum(1000);
      stubGameTab();
      const { dialog, user } = await openGame();
      const amount = await amountField(dialog);
      await user.type(amount, '2000');
      expect(dialog.getByText(/Tối đa:/).className).toContain('is-broken');
      const play = dialog.getByRole('button', { name: 'Chơi ngay' });
      expect(play.hasAttribute('disabled')).toBe(true);
      await user.type(amount, '{Enter}');
      expect(requestsTo(LOGIN)).toBe(0);
      await user.clear(amount);
      await user.type(amount, '1000{Enter}');
      await expect.poll(() => requestsTo(LOGIN)).toBe(1);
    },
    SLOW,
  );
});

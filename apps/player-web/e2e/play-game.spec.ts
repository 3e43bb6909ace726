import type { Page } from '@playwright/test';
import { announcementsSeen, expect, PLAYERS, test } from './fixtures';

const GAME_LOGIN = 'POST /player/game/login';
const games = (page: Page) => page.getByRole('region', { name: 'Trò chơi' });
const walletTile = (page: Page) => page.getByRole('main').getByRole('button', { name: /Số dư/ });

/** Home as a player, then a tap on `game` in the game list: the play-game dialog (001 §2). */
async function openGame(page: Page, game: string) {
  await announcementsSeen(page);
  await page.goto('/');
  await games(page).getByRole('button', { name: game }).click();
  const dialog = page.getByRole('dialog', { name: game });
  return { dialog, amount: dialog.getByLabel('Chuyển điểm (VND)') };
}

test.describe('the play-game dialog (001 §2, §4, §5)', () => {
  test('each amount message then its correction; 100 K double-tapped into the game: one transfer, the game tab opened at the game, the main balance lowered by exactly 100 K', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await loginAs(PLAYERS.approved);
    const { dialog, amount } = await openGame(page, 'Aztec Treasure');
    const play = dialog.getByRole('button', { name: 'Chơi ngay' });
    const says = (text: string) => dialog.getByText(text, { exact: true });
    // 001 §5 "Game transfer amount", one rule after the other.
    await amount.pressSequentially('05');
    await expect(says('Vui lòng không nhập số bắt đầu bằng 0')).toBeVisible();
    await amount.fill('10.555');
    await expect(says('Chỉ chấp nhận hai số thập phân')).toBeVisible();
    await amount.fill('9000');
    await expect(
      says(
        'Tài khoản của bạn không đủ số dư để chuyển điểm vào trò chơi. Vui lòng nạp tiền vào tài khoản.',
      ),
    ).toBeVisible();
    // "Below the minimum with no maximum gives 'Vui lòng chọn điểm tối thiểu'."
    await amount.fill('5');
    await expect(says('Vui lòng chọn điểm tối thiểu')).toBeVisible();
    await expect(play).toBeDisabled();

    await amount.fill('100');
    await expect(says('Vui lòng chọn điểm tối thiểu')).toBeHidden();
    const tab = page.waitForEvent('popup');
    await play.dblclick();
    // "On success it opens the game link in a new tab … and closes the dialog."
    const game = await tab;
    await game.waitForURL(/\/__sandbox\/game\/101\?t=/);
    await expect(game.locator('body')).toContainText('220');
    await game.close();
    await expect(dialog).toBeHidden();
    await expect(walletTile(page)).toContainText('4,900K');
    const [made, ...more] = await sandbox.ledger(GAME_LOGIN);
    expect(more).toHaveLength(0);
    expect(made).toMatchObject({ phone: PLAYERS.approved, amount: 100, ref: '101' });
  });
});

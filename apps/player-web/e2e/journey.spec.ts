import type { Page } from '@playwright/test';
import { announcementsSeen, expect, PLAYERS, type Sandbox, test } from './fixtures';
import {
  fillChangePassword,
  fillLogin,
  fillRegister,
  stored,
  submitChangePassword,
  submitLogin,
  submitRegister,
} from './forms';

const PHONE = '0905556677';
const FIRST_PASSWORD = 'Matkhau9';
const SECOND_PASSWORD = 'Doikhau7';

async function confirmLogout(page: Page) {
  await page
    .getByRole('alertdialog', { name: 'Đăng xuất' })
    .getByRole('button', { name: 'Vâng, rời đi' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'auth_token')).toBeNull();
}

async function logInFromForm(page: Page, password: string) {
  await fillLogin(page, PHONE, password);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(PHONE);
}

/**
 * One player's whole way in and out, each step through the screens: register from an agent's link,
 * log out, log in, change the password, log out, and log in again with the new password only.
 */
test('register with an agent link, log out, log in, change the password, log in again', async ({
  page,
}) => {
  // Six page loads, each behind the 3 s loading overlay: more than one ordinary test's time.
  test.slow();
  await page.goto('/register?ag_id=AG001');
  await fillRegister(page, { phone: PHONE, password: FIRST_PASSWORD });
  await submitRegister(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(PHONE);

  // From the header (not on home, whose announcement popup opens over it for a new visit).
  await page.goto('/promotions');
  await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
  await confirmLogout(page);

  await logInFromForm(page, FIRST_PASSWORD);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await fillChangePassword(dialog, { old: FIRST_PASSWORD, next: SECOND_PASSWORD });
  await submitChangePassword(dialog);
  await expect(dialog.getByText('Mật khẩu đã được đặt lại thành công!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Đóng' }).last().click();

  // The profile's own logout tile (the header is hidden on /profile).
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await confirmLogout(page);

  await fillLogin(page, PHONE, FIRST_PASSWORD);
  await submitLogin(page);
  await expect(page.getByText('Mật khẩu bạn vừa nhập không đúng.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInFromForm(page, SECOND_PASSWORD);
});

/**
 * Issue 12's "done when": a newcomer with the sandbox's players (PLAYERS.newcomer: 6000 K, nothing
 * pending, no bank account yet) withdraws to a bank account added on the way, and sees it in the
 * history. The visitor's withdrawal from home is visitor-withdraw.spec.ts's first test.
 */
test('a newcomer withdraws to a bank account added in the middle of the flow, and sees it pending in the history', async ({
  page,
  loginAs,
  sandbox,
}) => {
  await loginAs(PLAYERS.newcomer);
  await page.goto('/withdraw');
  const main = page.getByRole('main');
  await expect(page.getByTestId('withdraw-balance')).toContainText('6,000');
  await main.getByRole('textbox', { name: 'Số tiền', exact: true }).fill('150');
  await main.getByRole('button', { name: 'Tiếp theo' }).click();

  // Step 2 with no saved account: the add-bank button, and withdraw cannot be tapped.
  const send = main.getByRole('button', { name: 'Rút tiền', exact: true });
  await expect(send).toBeDisabled();
  await main.getByRole('link', { name: 'Thêm ngân hàng' }).click();
  await expect(page).toHaveURL(/\/add-account$/);
  await main.getByRole('combobox', { name: 'Ngân hàng' }).selectOption('Techcombank');
  await main.getByRole('textbox', { name: 'Tên tài khoản' }).fill('pham thi dung');
  await main.getByRole('textbox', { name: 'Số tài khoản' }).fill('190312345678');
  await main.getByRole('button', { name: 'Thêm ngân hàng' }).click();

  // 001 §2 "On success it navigates back": to the withdraw flow, still at the bank step with the
  // amount held, the new account chosen.
  await expect(page).toHaveURL(/\/withdraw$/);
  const account = main.getByRole('group', { name: 'Tài khoản ngân hàng' }).getByRole('radio');
  await expect(account).toHaveCount(1);
  await expect(account).toBeChecked();
  await expect(main).toContainText('190312345678 · PHAM THI DUNG');
  await send.click();

  await expect(page).toHaveURL(/\/transections\?tab=withdraw$/);
  const row = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(row).toContainText('4,500,000');
  await expect(row).toContainText('Đang chờ');
  const [made, ...more] = await sandbox.ledger('POST /account/withdraw');
  expect(more).toHaveLength(0);
  expect(made).toMatchObject({ phone: PLAYERS.newcomer, amount: 4_500_000 });
  // The balance is the upstream's, read again: 6,000 K less the 4,500 K held.
  await page.goto('/withdraw');
  await expect(page.getByTestId('withdraw-balance')).toContainText('1,500');
});

/** The newcomer's money as the sandbox holds it: main in VND, and the game points (all games rate 1 here). */
async function newcomerMoney(sandbox: Sandbox) {
  const me = await sandbox.player(PLAYERS.newcomer);
  return { main: me.balance_vnd, games: me.game_points };
}

/**
 * Issue 13's "done when": a newcomer logs in, plays a game from home, comes back, moves everything
 * back to the main wallet in one tap, and the money adds up to the last đồng.
 */
test('a newcomer plays a game from home, comes back, and one tap brings every point home to the last đồng', async ({
  page,
  loginAs,
  sandbox,
}) => {
  await loginAs(PLAYERS.newcomer);
  await announcementsSeen(page);
  await page.goto('/');
  const wallet = page.getByRole('main').getByRole('button', { name: /Số dư/ });
  await expect(wallet).toContainText('6,000K');
  await page
    .getByRole('region', { name: 'Trò chơi' })
    .getByRole('button', { name: 'Aztec Treasure' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Aztec Treasure' });
  await dialog.getByLabel('Chuyển điểm (VND)').fill('250');
  const tab = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Chơi ngay' }).click();
  const game = await tab;
  await expect(game.locator('body')).toContainText('250');
  expect(await newcomerMoney(sandbox)).toEqual({ main: 5_750_000, games: { '101': 250 } });

  // Back from the game: the tab closed, home shows the main balance the upstream holds.
  await game.close();
  await page.bringToFront();
  await expect(wallet).toContainText('5,750K');
  await wallet.click();
  const wallets = page.getByRole('dialog', { name: 'Tất cả ví' });
  await expect(wallets.getByRole('listitem').filter({ hasText: 'Aztec Treasure' })).toContainText(
    '250',
  );
  await wallets.getByRole('button', { name: 'Chuyển mọi thứ vào tài khoản chính' }).click();
  await expect(
    wallets.getByRole('heading', { name: 'Tổng số dư' }).locator('xpath=..'),
  ).toContainText('6,000');
  // To the last đồng: the main wallet whole again, no point left in any game, one move each way.
  expect(await newcomerMoney(sandbox)).toEqual({ main: 6_000_000, games: { '101': 0 } });
  expect(await sandbox.ledger('POST /player/game/login')).toHaveLength(1);
  expect(await sandbox.ledger('POST /player/points/withdraw/all')).toHaveLength(1);
});

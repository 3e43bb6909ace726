import type { Locator, Page } from '@playwright/test';
import {
  DETAIL_ACCOUNT_NAME_LABEL,
  DETAIL_ACCOUNT_NUMBER_LABEL,
  PROFILE_TILE_BANKS,
  PROFILE_TILE_LOGOUT,
  PROFILE_TILE_PASSWORD,
  PROFILE_TILE_TRANSACTIONS,
  PROFILE_TILE_WITHDRAW,
  TRANSACTIONS_EMPTY,
} from '@wallet/domain';
import { ANDROID_USER_AGENT, announcementsSeen, expect, PLAYERS, test } from './fixtures';
import { lookAt, openedAtTop, SIZES, type Look } from './look-at';
import { DOWNLOADS_SITE } from './ports';

// Issue 46 §2 "A browser test walks every page and state of the three sites at 360×740 and 390×844":
// the screens narrow-screens.spec.ts does not load one by one, reached as a player reaches them, by
// taps from one page load (the spec's 3 s loading overlay comes once per load). Each page opened by a
// tap opens at its top; each page, modal and state is looked at in both sizes (look-at.ts).

test.use({ viewport: SIZES[0], reducedMotion: 'no-preference', userAgent: ANDROID_USER_AGENT });

const main = (page: Page) => page.getByRole('main');
/** The sandbox's first promotion (packages/sandbox's seed). */
const FIRST_PROMOTION = 'Thưởng nạp đầu 100%';

/** A player's page load, the announcements already seen. */
async function openAs(
  page: Page,
  loginAs: (phone: string) => Promise<void>,
  phone: string,
  path: string,
) {
  await announcementsSeen(page);
  await loginAs(phone);
  await page.goto(path);
}

/** Nothing of the screen is still loading. */
async function settled(page: Page) {
  await expect(page.getByText('LOADING...')).toBeHidden();
  await expect(page.locator('.ui-loading-block')).toHaveCount(0);
}

/** A tap that opens a page: it opens at its top, and is looked at once `shown` is there. */
async function tapTo(page: Page, target: Locator, shown: Locator, look: Look) {
  const from = page.url();
  await target.click();
  await expect(page).not.toHaveURL(from);
  await expect(shown).toBeVisible();
  await settled(page);
  await openedAtTop(page, look.name);
  await lookAt(page, look);
}

/** A tap that opens a modal: looked at, then closed as a player closes it. */
async function tapToModal(page: Page, target: Locator, dialog: Locator, look: Look) {
  await target.click();
  await expect(dialog).toBeVisible();
  await settled(page);
  await lookAt(page, look);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('every other screen, walked as a player taps (issue 46 §2)', () => {
  test("a player's account: withdraw, the banks, the history's detail, notifications, and the profile's two modals", async ({
    page,
    loginAs,
  }) => {
    await openAs(page, loginAs, PLAYERS.approved, '/profile');
    const tile = (label: string) => main(page).getByRole('link', { name: label });
    await expect(tile(PROFILE_TILE_WITHDRAW)).toBeVisible();

    await tapTo(page, tile(PROFILE_TILE_WITHDRAW), main(page).getByText('Ví trò chơi'), {
      name: 'withdraw',
      figures: true,
      playerName: true,
    });
    await main(page).getByRole('textbox', { name: 'Số tiền' }).fill('150');
    await main(page).getByRole('button', { name: 'Tiếp theo' }).click();
    await expect(main(page).getByRole('button', { name: 'Rút tiền' })).toBeVisible();
    await settled(page);
    await lookAt(page, { name: 'withdraw, the bank step', playerName: true });
    await page.goBack();
    await tapTo(page, tile(PROFILE_TILE_BANKS), main(page).getByText('Vietcombank').first(), {
      name: 'bank management',
      playerName: true,
    });
    await page.goBack();
    await tapTo(page, tile(PROFILE_TILE_TRANSACTIONS), main(page).getByRole('listitem').first(), {
      name: 'history',
      figures: true,
    });
    await tapTo(
      page,
      main(page).getByRole('listitem').first().getByRole('link'),
      main(page).getByText('Số tiền', { exact: true }),
      { name: 'transaction detail', figures: true, playerName: true },
    );
    await tapTo(
      page,
      page.getByRole('banner').getByRole('link', { name: 'Thông báo' }),
      main(page).getByRole('listitem').first(),
      { name: 'notifications', playerName: true },
    );

    await page.getByRole('navigation').getByRole('link', { name: 'Tài khoản' }).click();
    await tapToModal(
      page,
      main(page).getByRole('button', { name: PROFILE_TILE_PASSWORD }),
      page.getByRole('dialog', { name: 'Đổi mật khẩu' }),
      { name: 'change password' },
    );
    await tapToModal(
      page,
      main(page).getByRole('button', { name: PROFILE_TILE_LOGOUT }),
      page.getByRole('alertdialog', { name: 'Đăng xuất' }),
      { name: 'logout' },
    );
  });

  test("a newcomer's banks: none yet, then the form to add one, filled", async ({
    page,
    loginAs,
  }) => {
    await openAs(page, loginAs, PLAYERS.newcomer, '/profile');
    await tapTo(
      page,
      main(page).getByRole('link', { name: PROFILE_TILE_BANKS }),
      main(page).getByRole('link', { name: 'Thêm ngân hàng' }),
      { name: 'bank management, none' },
    );
    const holder = main(page).getByLabel(DETAIL_ACCOUNT_NAME_LABEL);
    await tapTo(page, main(page).getByRole('link', { name: 'Thêm ngân hàng' }), holder, {
      name: 'add account',
    });
    // With what the form makes of a name and a number shown under them (issue 46 §1).
    await holder.fill('Lê Văn Mới');
    await main(page).getByLabel(DETAIL_ACCOUNT_NUMBER_LABEL).fill('0123 456 789');
    await expect(main(page).getByText('Sẽ lưu là: LE VAN MOI')).toBeVisible();
    await lookAt(page, { name: 'add account, filled' });
  });

  test("a player's home: a game's dialog, the promotions, the game accounts", async ({
    page,
    loginAs,
  }) => {
    await openAs(page, loginAs, PLAYERS.approved, '/');
    const games = page.getByRole('region', { name: 'Trò chơi' });
    await tapToModal(
      page,
      games.getByRole('button', { name: 'Aztec Treasure' }),
      page.getByRole('dialog', { name: 'Aztec Treasure' }),
      { name: 'play game', figures: true },
    );
    // A game with nothing in it: 'Chơi ngay' waits for an amount and says so (issue 46 §1).
    const empty = page.getByRole('dialog', { name: 'Mahjong Ways' });
    await games.getByRole('button', { name: 'Mahjong Ways' }).click();
    await expect(empty.getByText('Vui lòng nhập số tiền')).toBeVisible();
    await lookAt(page, { name: 'play game, nothing in it', figures: true });
    await page.keyboard.press('Escape');
    await expect(empty).toBeHidden();
    await tapTo(
      page,
      page.getByRole('navigation').getByRole('link', { name: 'Khuyến mãi' }),
      main(page).getByRole('button', { name: FIRST_PROMOTION }),
      { name: 'promotions', playerName: true },
    );
    await page.goto('/game-links');
    await expect(main(page).getByRole('region', { name: 'Tài khoản trò chơi' })).toBeVisible();
    await settled(page);
    await lookAt(page, { name: 'game accounts', playerName: true });

    // The deposit with an amount typed: said in full under the field (issue 47 §3).
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await nav.getByRole('button', { name: 'Nạp rút' }).click();
    const amount = main(page).getByRole('textbox', { name: 'Số tiền', exact: true });
    await tapTo(page, nav.getByRole('link', { name: 'NẠP TIỀN' }), amount, {
      name: 'deposit',
      playerName: true,
    });
    await amount.fill('1005');
    await expect(main(page).getByText(/Một triệu không trăm linh năm nghìn đồng/)).toBeVisible();
    await lookAt(page, { name: 'deposit, an amount typed', figures: true, playerName: true });
  });

  test("a fresh player's empty places: no transactions yet, the activation prompt", async ({
    page,
    loginAs,
  }) => {
    await openAs(page, loginAs, PLAYERS.fresh, '/transections');
    await expect(main(page).getByText(TRANSACTIONS_EMPTY, { exact: true })).toBeVisible();
    await settled(page);
    await lookAt(page, { name: 'history, empty' });
    await tapTo(
      page,
      page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' }),
      main(page).getByRole('link', { name: 'Nạp Tiền', exact: true }),
      { name: 'home, not activated' },
    );
  });

  test('lists that failed to load say why, with a way to try again', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await announcementsSeen(page);
    await loginAs(PLAYERS.approved);
    for (const path of ['/api/player/notifications', '/api/account/user_transaction']) {
      await sandbox.injectFault({ path, times: 10, kind: 'status', status: 500 });
    }
    await page.goto('/notifications');
    const retry = main(page).getByRole('button', { name: 'Thử lại' });
    await expect(retry).toBeVisible();
    await lookAt(page, { name: 'notifications, failed' });
    await tapTo(
      page,
      page.getByRole('navigation').getByRole('link', { name: 'Tài khoản' }),
      main(page).getByRole('link', { name: PROFILE_TILE_TRANSACTIONS }),
      { name: 'profile' },
    );
    await main(page).getByRole('link', { name: PROFILE_TILE_TRANSACTIONS }).click();
    await expect(retry).toBeVisible();
    await lookAt(page, { name: 'history, failed' });
  });
});

test.describe("a visitor's screens, walked by taps (issue 46 §2)", () => {
  test('home with its announcement, the two money modals, login, the password reset, promotions', async ({
    page,
  }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Thông báo' });
    await expect(popup).toBeVisible();
    await settled(page);
    await lookAt(page, { name: 'announcement' });
    // One announcement after another, each closed as a player closes it.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden({ timeout: 1_000 });
    }).toPass();
    await lookAt(page, { name: 'visitor home' });

    // The deposit modal, empty (its button says why it waits), then its result with the QR.
    await main(page).getByRole('button', { name: 'NẠP TIỀN' }).click();
    const deposit = page.getByRole('dialog', { name: 'NẠP TIỀN' });
    await expect(deposit.getByRole('radio', { name: 'Vietcombank' })).toBeChecked();
    await settled(page);
    await lookAt(page, { name: 'visitor deposit' });
    await deposit.getByLabel('Số điện thoại').fill(PLAYERS.approved);
    await deposit.getByLabel('Số tiền', { exact: true }).fill('500');
    await deposit.getByRole('button', { name: 'Nạp Tiền' }).click();
    const result = page.getByRole('dialog', { name: 'Thành công' });
    await expect(result.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeVisible();
    await lookAt(page, { name: 'visitor deposit, the QR', figures: true });
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(result).toBeHidden();
    // A withdrawal under the minimum: the button is disabled and says why (issue 46 §1).
    await main(page).getByRole('button', { name: 'RÚT TIỀN' }).click();
    const withdraw = page.getByRole('dialog', { name: 'RÚT TIỀN' });
    await withdraw.getByLabel('Số điện thoại').fill(PLAYERS.depositLocked);
    await withdraw.getByLabel('Số tiền', { exact: true }).fill('100');
    await expect(withdraw.getByRole('button', { name: 'Rút tiền' })).toBeDisabled();
    await settled(page);
    await lookAt(page, { name: 'visitor withdraw, under the minimum' });
    await page.keyboard.press('Escape');

    await tapTo(
      page,
      page.getByRole('banner').getByRole('link', { name: 'Đăng Nhập' }),
      main(page).getByRole('button', { name: 'Đăng Nhập' }),
      { name: 'login' },
    );
    await tapTo(
      page,
      main(page).getByRole('link', { name: 'Quên mật khẩu?' }),
      main(page).getByRole('button', { name: 'Gửi mã OTP' }),
      { name: 'password reset' },
    );
    await tapTo(
      page,
      page.getByRole('navigation').getByRole('link', { name: 'Khuyến mãi' }),
      main(page).getByRole('button', { name: FIRST_PROMOTION }),
      { name: 'visitor promotions' },
    );
    await tapToModal(
      page,
      main(page).getByRole('button', { name: FIRST_PROMOTION }),
      page.getByRole('dialog'),
      { name: 'promotion' },
    );
    await page.goto('/no-such-page');
    await expect(main(page).getByRole('link', { name: /Trang chủ/ })).toBeVisible();
    await lookAt(page, { name: 'not found' });
  });

  test('the downloads: the cards and both guides, on the downloads site', async ({ page }) => {
    await page.goto(DOWNLOADS_SITE);
    const cards = page.getByRole('list', { name: 'Tải ứng dụng' });
    await expect(cards).toBeVisible();
    await lookAt(page, { name: 'downloads' });
    const steps = page.getByRole('list', { name: 'Các bước cài đặt' });
    await tapTo(page, cards.getByRole('link', { name: /Android/ }), steps, {
      name: 'android guide',
    });
    await page.goBack();
    await tapTo(page, cards.getByRole('link', { name: /iOS/ }), steps, { name: 'ios guide' });
  });
});

import { formatBalanceK } from '@wallet/domain';
import { expect, PLAYERS, SANDBOX, test } from './fixtures';

test.describe('/profile (001 §2 Profile)', () => {
  test('"titled \'Tài khoản\'", "Shows the phone and the balance" with K, as the sandbox holds them', async ({
    page,
    sandbox,
    loginAs,
    request,
  }) => {
    const token = await sandbox.tokenFor(PLAYERS.approved);
    const user = (await (
      await request.get(`${SANDBOX}/api/user`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { name: string; balance: string } };

    await loginAs(PLAYERS.approved);
    await page.goto('/profile');

    await expect(page.getByRole('heading', { level: 1, name: 'Tài khoản' })).toBeVisible();
    await expect(page.getByTestId('profile-phone')).toHaveText(PLAYERS.approved);
    expect(user.data.name).toBe(PLAYERS.approved);
    await expect(page.getByTestId('profile-balance')).toHaveText(
      formatBalanceK(Number(user.data.balance)),
    );
    await expect(page.getByTestId('profile-balance')).toHaveText(/K$/);
    // The layout hides its header on paths ending /profile: the page's own bar leads home.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: 'QUAY LẠI' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('eight tiles: "deposit (/deposit), withdraw (/withdraw), bank management (/profile/bank-account-management), transactions (/transections), promotions (/promotions), all wallets (/profile/all-wallet), reset password, logout"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/profile');
    const tiles = page.getByRole('main');

    const links = {
      'Nạp tiền': '/deposit',
      'Rút tiền': '/withdraw',
      'Quản lý ngân hàng': '/profile/bank-account-management',
      'Lịch sử giao dịch': '/transections',
      'Khuyến mãi': '/promotions',
      'Tất cả ví': '/profile/all-wallet',
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(tiles.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(tiles.getByRole('button', { name: 'Đổi mật khẩu' })).toBeVisible();
    await expect(tiles.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    await expect(tiles.locator('.ui-profile-tile')).toHaveCount(8);

    // A few clicked through.
    for (const name of ['Nạp tiền', 'Tất cả ví', 'Khuyến mãi'] as const) {
      await tiles.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${links[name]}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/profile$/);
    }

    // Reset password opens the change-password modal.
    await tiles.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByRole('dialog', { name: 'Đổi mật khẩu' })).toBeVisible();
  });

  test('"A floating chat image opens the live chat" in a new window', async ({ page, loginAs }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/profile');
    const chat = page.getByRole('link', { name: 'Chăm sóc khách hàng' });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /noopener/);
    await expect(chat).toHaveAttribute('href', /live-chat/);
  });

  test('a failed account load shows a clear message, never a blank', async ({
    page,
    sandbox,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    let asked = 0;
    page.on('request', (r) => void (new URL(r.url()).pathname === '/api/user' && (asked += 1)));
    await sandbox.injectFault({ path: '/api/user', times: 4, kind: 'status', status: 500 });
    await page.goto('/profile');
    // The first failed try shows at once, while the client's back-off (1, 2, 4 s) goes on.
    await expect(page.getByRole('alert')).toContainText(
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    );
    await expect(page.getByTestId('profile-phone')).toHaveText('-');
    await expect.poll(() => asked, { timeout: 15_000 }).toBe(4);
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByTestId('profile-phone')).toHaveText(PLAYERS.approved);
  });
});

test.describe('logout from the profile tile (001 §2 "logout (confirmation modal)")', () => {
  test("'Không, ở lại' keeps the player; 'Vâng, rời đi' clears auth_token and initialDeposit and goes to /login", async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-phone')).toHaveText(PLAYERS.approved);
    await page.evaluate(() => localStorage.setItem('initialDeposit', String(Date.now())));

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Đăng xuất' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Không, ở lại' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await confirm.getByRole('button', { name: 'Vâng, rời đi' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('initialDeposit'))).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a visitor opening /profile lands on /login ("no auth token redirects to /login")', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

import { LOADING_OVERLAY_MS } from '@wallet/domain';
import { expect, PLAYERS, test, TRACKER } from './fixtures';

const PUBLIC = [
  '/',
  '/promotions',
  '/game-links',
  '/downloads',
  '/android',
  '/ios',
  '/agent/register',
];
const GUEST = ['/register', '/login', '/reset-password'];
const PLAYER = [
  '/notifications',
  '/deposit',
  '/withdraw',
  '/add-account',
  '/profile',
  '/profile/all-wallet',
  '/transections',
  '/transections/1',
  '/profile/bank-account-management',
];

const path = (url: string) => new URL(url).pathname;

test.describe('the route table (000 §2, 001 §2)', () => {
  // A walk through every route, each page load behind the 3 s overlay.
  test.slow();
  test('as a visitor: public and guest-only pages open; "no auth token redirects to /login"', async ({
    page,
  }) => {
    for (const route of [...PUBLIC, ...GUEST]) {
      await page.goto(route);
      await expect.poll(() => path(page.url()), route).toBe(route);
    }
    for (const route of PLAYER) {
      await page.goto(route);
      await expect.poll(() => path(page.url()), route).toBe('/login');
    }
  });

  test('as a player: "Guest-only (a logged-in user is redirected to /profile)"; the rest open', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    for (const route of [...PUBLIC, ...PLAYER]) {
      await page.goto(route);
      await expect.poll(() => path(page.url()), route).toBe(route);
    }
    for (const route of GUEST) {
      await page.goto(route);
      await expect.poll(() => path(page.url()), route).toBe('/profile');
    }
  });

  test('"a catch-all not-found page": \'Trang mà bạn đang tìm kiếm không tồn tại.\' with a way home and support', async ({
    page,
  }) => {
    await page.goto('/khong-co-trang-nay');
    await expect(
      page.getByRole('heading', { name: 'Trang mà bạn đang tìm kiếm không tồn tại.' }),
    ).toBeVisible();
    const support = page.getByRole('link', { name: 'Chăm sóc khách hàng' }).first();
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', /noopener/);
    await page.getByRole('button', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('"An uncaught route error shows a default heading \'Unexpected Application Error!\'"', async ({
    page,
  }) => {
    await page.goto('/game-links');
    await expect(
      page.getByRole('banner').getByRole('heading', { name: 'Link vào game' }),
    ).toBeVisible();
    // The next page's code fails to arrive (a deploy replaced it, the network dropped it).
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Khuyến mãi' }).click();
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tải lại trang' })).toBeVisible();
  });
});

test.describe('header and footer (000 §2)', () => {
  test('"Hidden on paths containing /login, /register or reset-password, and on paths ending /profile"; "The footer is hidden on /login and /register."', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    for (const route of ['/login', '/register']) {
      await page.goto(route);
      await expect(page.locator('#root main')).toBeVisible();
      await expect(header).toHaveCount(0);
      await expect(nav).toHaveCount(0);
    }
    await page.goto('/reset-password');
    await expect(nav).toBeVisible();
    await expect(header).toHaveCount(0);
    await page.goto('/promotions');
    await expect(header).toBeVisible();
    await expect(nav).toBeVisible();
  });

  test("\"A visitor sees 'Đăng Nhập' (to /login) and 'Đăng ký' (to /register)\"; with a title, 'QUAY LẠI' goes back one step", async ({
    page,
  }) => {
    await page.goto('/game-links');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Đăng Nhập' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'QUAY LẠI' })).toHaveCount(0);

    await page.goto('/game-links');
    await page.getByRole('navigation').getByRole('link', { name: 'Khuyến mãi' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(header.getByRole('heading', { name: 'Khuyến mãi' })).toBeVisible();
    await header.getByRole('button', { name: 'QUAY LẠI' }).click();
    await expect(page).toHaveURL(/\/game-links$/);
  });

  test('"A logged-in player sees a notification bell with an unread count, the player\'s name … and a logout icon"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText(PLAYERS.approved)).toBeVisible();
    await expect(header.getByRole('link', { name: /Thông báo/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(header.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Đăng Nhập' })).toHaveCount(0);
  });

  test('"a loading overlay reading \'LOADING...\' is hidden after 3 seconds"', async ({ page }) => {
    // Time stands still until the test moves it, so the 3 s are the page's, not the machine's. The
    // pause takes hold a moment after the page has started (up to ~0.3 s here), so the test counts
    // from the page's own clock: the overlay's 3 s run from the page's start (AppLayout.tsx).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/');
    const overlay = page.getByText('LOADING...');
    await expect(overlay).toBeVisible();
    const sinceStart = await page.evaluate(() => performance.now());
    await page.clock.runFor(LOADING_OVERLAY_MS - 100 - sinceStart);
    await expect(overlay).toBeVisible();
    await page.clock.runFor(200);
    await expect(overlay).toBeHidden();
  });
});

test.describe('bottom navigation (000 §2, 001 §2)', () => {
  test("a visitor's 'NẠP TIỀN' and 'RÚT TIỀN' open the deposit and withdraw modals, which close", async ({
    page,
  }) => {
    await page.goto('/game-links');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    for (const label of ['NẠP TIỀN', 'RÚT TIỀN']) {
      await nav.getByRole('button', { name: 'Nạp rút' }).click();
      await nav.getByRole('button', { name: label }).click();
      const dialog = page.getByRole('dialog', { name: label });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/game-links$/);
      await dialog.getByRole('button', { name: 'Đóng' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('"A logged-in player is taken to /deposit or /withdraw"; the active item is highlighted', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/promotions');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(nav.getByRole('link', { name: 'Khuyến mãi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('button', { name: 'Nạp rút' }).click();
    await nav.getByRole('link', { name: 'NẠP TIỀN' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
    await nav.getByRole('button', { name: 'Nạp rút' }).click();
    await nav.getByRole('link', { name: 'RÚT TIỀN' }).click();
    await expect(page).toHaveURL(/\/withdraw$/);
    await nav.getByRole('link', { name: 'Tài khoản' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(nav.getByRole('link', { name: 'Tài khoản' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('"\'Hỗ Trợ\' (an external live-chat link opened in a new window)"', async ({
    page,
    context,
  }) => {
    await page.goto('/game-links');
    const support = page.getByRole('link', { name: 'Hỗ Trợ' });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', /noopener/);
    const [chat] = await Promise.all([context.waitForEvent('page'), support.click()]);
    await expect(chat).toHaveURL(`${TRACKER}/__sandbox/live-chat`);
    await expect(chat.getByRole('heading', { name: /Chăm sóc khách hàng/ })).toBeVisible();
    // noopener: the chat window cannot reach back into the wallet.
    expect(await chat.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe('the session (000 §1, §4)', () => {
  test('"any 401 on a call clears local storage, alerts \'Session expired. Please login again.\' and goes to /login" — once', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await loginAs(PLAYERS.approved);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/promotions');
    const header = page.getByRole('banner');
    await expect(header).toContainText(PLAYERS.approved);
    // The page's own calls are done (the unread count is the last of them): on a loaded machine a
    // late one would meet the reset below by itself, before the player's tap.
    await expect(header.getByRole('link', { name: /tin chưa đọc/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The upstream forgets every session (a restart) while the page is open: the player's next
    // step inside the site, the bell, makes bearer calls that all answer 401.
    await sandbox.reset();
    await header.getByRole('link', { name: /Thông báo/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(alerts).toEqual(['Session expired. Please login again.']);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('logout after its confirmation clears auth_token and initialDeposit and goes to /login', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/game-links');
    await page.evaluate(() => localStorage.setItem('initialDeposit', String(Date.now())));
    await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Đăng xuất' });
    await confirm.getByRole('button', { name: 'Không, ở lại' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/game-links$/);
    await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
    await confirm.getByRole('button', { name: 'Vâng, rời đi' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('auth_token'),
        localStorage.getItem('initialDeposit'),
      ]),
    ).toEqual([null, null]);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('"If that fetch answers … \'timeout exceeded\', the logout handler runs."', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await loginAs(PLAYERS.approved);
    await sandbox.injectFault({
      path: '/api/user',
      times: 1,
      kind: 'status',
      // The words decide, not the status. Not a 408: Chromium silently sends a request again after
      // a 408 on a reused connection, sometimes twice, so the page may never see it.
      status: 500,
      body: { status: false, message: 'timeout exceeded' },
    });
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test("…but the client's own time limit is not the upstream's answer: the session stays and the network text shows", async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await loginAs(PLAYERS.approved);
    // The user-info call never answers in time, on the first try and on every retry.
    await sandbox.injectFault({ path: '/api/user', times: 10, kind: 'delay', delayMs: 60_000 });
    await page.clock.install();
    await page.goto('/promotions');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    // The page's own list first: time moved on while it was still on its way would end it too.
    await expect(page.getByRole('button', { name: 'Thưởng nạp đầu 100%' })).toBeVisible();
    await page.clock.runFor(16_000); // past the client's 15 s time limit
    await expect(
      page.getByRole('alert').getByText('Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/promotions');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
  });
});

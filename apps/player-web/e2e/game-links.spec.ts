import { pageDepositBody, SEED } from '@wallet/sandbox';
import type { Page } from '@playwright/test';
import { announcementsSeen, expect, PLAYERS, SANDBOX, test } from './fixtures';

const account = (page: Page) => page.getByRole('region', { name: 'Tài khoản trò chơi' });
const links = (page: Page) => page.getByRole('list', { name: 'Link vào game' });

const MINUTE = 60_000;

test.describe('game links (000 §2 "Game Links (/game-links)")', () => {
  test('"shows the login account details (game account name and initial password) … plus a numbered list of link buttons"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/game-links');
    await expect(account(page)).toContainText('vn0912345678');
    await expect(account(page)).toContainText('Gm7x2Kq9');
    const buttons = links(page).getByRole('link');
    await expect(buttons).toHaveText(['Link 1', 'Link 2', 'Link 3']);
    await expect(buttons.first()).toHaveAttribute('href', 'https://saoviet-link1.example.com');
    for (const link of await buttons.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // An account exists: no activation block.
    await expect(page.getByText('Vui lòng nạp tiền để kích hoạt tài khoản.')).toHaveCount(0);
  });

  test('"A visitor sees it without links" and is asked to log in', async ({ page }) => {
    await page.goto('/game-links');
    await expect(
      page.getByText('Vui lòng đăng nhập để xem tài khoản trò chơi và link vào game.'),
    ).toBeVisible();
    await expect(page.getByText('Tài khoản sẽ được tạo trong vòng 5 phút.')).toBeVisible();
    await expect(links(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('"or an \'account being created\' notice" and "A hint says an account is created within 5 minutes"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.fresh);
    await page.goto('/game-links');
    await expect(account(page)).toContainText('Tài khoản trò chơi của bạn đang được tạo.');
    await expect(account(page)).toContainText('Tài khoản sẽ được tạo trong vòng 5 phút.');
    await expect(links(page).getByRole('link')).toHaveCount(3);
  });

  test('"Game Links: polls the user info every 5 seconds until user_name exists"', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await loginAs(PLAYERS.fresh);
    await page.clock.install();
    await page.goto('/game-links');
    await expect(account(page)).toContainText('Tài khoản trò chơi của bạn đang được tạo.');
    // The game account appears upstream; the page learns it at its next poll.
    await sandbox.patchPlayer(PLAYERS.fresh, {
      user_name: 'vn0987654321',
      raw_string: 'Sv4321x7',
      user_id: 2001,
      is_approved: 1,
    });
    await expect(account(page)).toContainText('Tài khoản trò chơi của bạn đang được tạo.');
    await page.clock.runFor(5000);
    await expect(account(page)).toContainText('vn0987654321');
    await expect(account(page)).toContainText('Sv4321x7');
  });
});

test.describe('initial-deposit activation (000 §4, 001 §4)', () => {
  test('the activation wait turns into an approved account when the sandbox approves it', async ({
    page,
    loginAs,
    sandbox,
    request,
  }) => {
    // The fresh player made their first deposit (the deposit page writes the marker).
    const token = await sandbox.tokenFor(PLAYERS.fresh);
    const body = pageDepositBody(SEED.payment.bankTransfer, 500_000);
    const deposit = await request.post(`${SANDBOX}/api/account/deposit`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
    });
    expect(deposit.ok()).toBe(true);
    const { transaction_id } = (await deposit.json()) as { transaction_id: string };
    await loginAs(PLAYERS.fresh);
    await page.addInitScript((at) => {
      if (!sessionStorage.getItem('e2e-marker-set')) {
        localStorage.setItem('initialDeposit', at);
        sessionStorage.setItem('e2e-marker-set', '1');
      }
    }, String(Date.now()));
    await announcementsSeen(page);
    await page.clock.install();
    // Home: the only user-info load is the page's own, so what changes is the activation check's doing.
    await page.goto('/');

    // "A marker younger than 10 minutes (600000 ms) shows a spinner with 'Vui lòng chờ cấp tài khoản trong giây lát…'."
    const wait = page
      .getByRole('status')
      .filter({ hasText: 'Vui lòng chờ cấp tài khoản trong giây lát…' });
    await expect(wait).toBeVisible();
    const wallet = page
      .getByRole('region', { name: 'Truy cập nhanh' })
      .getByRole('button', { name: /Số dư/ });
    await expect(wallet).toContainText('0K');

    await sandbox.settle(transaction_id, 'approve');
    // "a check runs every 20 seconds … is_approved 1 refreshes the user info … clears the timer and the marker"
    await page.clock.runFor(20_000);
    await expect(wait).toBeHidden();
    await expect(wallet).toContainText('500K');
    expect(await page.evaluate(() => localStorage.getItem('initialDeposit'))).toBeNull();
    // The account details are there.
    await page.goto('/game-links');
    await expect(account(page)).toContainText('vn0987654321');
  });

  test('"An older marker shows the not-activated message"', async ({ page, loginAs }) => {
    await loginAs(PLAYERS.fresh);
    await page.addInitScript(
      (at) => localStorage.setItem('initialDeposit', at),
      String(Date.now() - 11 * MINUTE),
    );
    await page.goto('/game-links');
    await expect(
      page.getByText('Tài khoản chưa được kích hoạt hoặc bạn chưa chuyển khoản.'),
    ).toBeVisible();
    await expect(page.getByText('Vui lòng chờ cấp tài khoản trong giây lát…')).toHaveCount(0);
  });

  test('is_approved 2 inside the 10-minute window: "A marker younger than 10 minutes (600000 ms) shows a spinner" and the wait goes on', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.fresh);
    await page.addInitScript((at) => {
      if (!sessionStorage.getItem('e2e-marker-set')) {
        localStorage.setItem('initialDeposit', at);
        sessionStorage.setItem('e2e-marker-set', '1');
      }
    }, String(Date.now()));
    await page.clock.install();
    await page.goto('/game-links');
    const waiting = page.getByText('Vui lòng chờ cấp tài khoản trong giây lát…');
    await expect(waiting).toBeVisible();
    // Nothing was paid: the upstream answers is_approved 2. Inside the window that is "not yet".
    await page.clock.runFor(20_000);
    await expect(waiting).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('initialDeposit'))).not.toBeNull();
  });

  test('"is_approved 2 shows the message that the account is not activated …, then stops and clears the marker" — once the 10-minute wait is over', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.fresh);
    // The deposit was made 9 min 50 s ago; the next check falls after the 10-minute window.
    await page.addInitScript(
      (at) => {
        if (!sessionStorage.getItem('e2e-marker-set')) {
          localStorage.setItem('initialDeposit', at);
          sessionStorage.setItem('e2e-marker-set', '1');
        }
      },
      String(Date.now() - 590_000),
    );
    await page.clock.install();
    await page.goto('/game-links');
    await expect(page.getByText('Vui lòng chờ cấp tài khoản trong giây lát…')).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(
      page.getByText('Tài khoản chưa được kích hoạt hoặc bạn chưa chuyển khoản.'),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('initialDeposit'))).toBeNull();
  });

  test('"With no user_name, no user_id and no marker, the player is asked to deposit to activate, with a \'Nạp Tiền\' link"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.fresh);
    await announcementsSeen(page);
    await page.goto('/game-links');
    await expect(page.getByText('Vui lòng nạp tiền để kích hoạt tài khoản.')).toBeVisible();
    const link = page.getByRole('main').getByRole('link', { name: 'Nạp Tiền', exact: true });
    await expect(link).toHaveAttribute('href', '/deposit?initial=1');
    // Home shows the same prompt to a player without a game account.
    await page.goto('/');
    await expect(page.getByText('Vui lòng nạp tiền để kích hoạt tài khoản.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Nạp Tiền', exact: true }).click();
    await expect(page).toHaveURL(/\/deposit\?initial=1$/);
  });
});

import type { Page } from '@playwright/test';
import { announcementsSeen, expect, PASSWORD, PLAYERS, test } from './fixtures';
import { fillLogin, fillRegister, stored, submitLogin, submitRegister } from './forms';

// Issue 10 §4 "Failures say what happened": a dropped network or a 500 is never reported as the
// player's mistake, a visitor never sees 'Session expired', and a session's end keeps what
// outlives it.

const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
const TOO_MANY = 'Too many requests. Only 1 request per second allowed.';

const errorDialog = (page: Page) => page.getByRole('alertdialog');

/** Every alert() the page raises (the session-expired flow uses one). */
function alertsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test.describe("transport failures are not the player's fault (issue 10 §4)", () => {
  for (const [name, fault, text] of [
    ['a 500', { kind: 'status', status: 500 }, GENERIC],
    // Chromium resends a request once by itself when a reused connection closes before any answer:
    // both tries are dropped.
    ['a dropped connection', { kind: 'drop', times: 2 }, NETWORK],
    [
      'a 429 without a code',
      { kind: 'status', status: 429, body: { message: 'HTTP_429' } },
      TOO_MANY,
    ],
  ] as const) {
    test(`login: ${name} says "${text}", never "Tài liệu của bạn không chính xác..."`, async ({
      page,
      sandbox,
    }) => {
      await sandbox.injectFault({ method: 'POST', path: '/api/login_user', times: 1, ...fault });
      await fillLogin(page, PLAYERS.approved, PASSWORD);
      await submitLogin(page);
      await expect(errorDialog(page)).toContainText(text);
      await expect(errorDialog(page)).not.toContainText('Tài liệu của bạn không chính xác');
      expect(await stored(page, 'auth_token')).toBeNull();
    });
  }

  test('register: a 500 is the generic error, never "the phone is already registered"', async ({
    page,
    sandbox,
  }) => {
    await sandbox.injectFault({
      method: 'POST',
      path: '/api/register_user',
      times: 1,
      kind: 'status',
      status: 500,
    });
    await page.goto('/register');
    await fillRegister(page, { phone: '0977000111', password: 'Matkhau9' });
    await submitRegister(page);
    await expect(errorDialog(page)).toContainText(GENERIC);
    await expect(errorDialog(page)).not.toContainText('đã được đăng ký');
  });

  test('reset: a 503 on sending the OTP is the generic error, never "phone number invalid"', async ({
    page,
    sandbox,
  }) => {
    await sandbox.injectFault({
      method: 'POST',
      path: '/api/generate-otp',
      times: 1,
      kind: 'status',
      status: 503,
    });
    await page.goto('/reset-password');
    await page.getByLabel('Số điện thoại').fill(PLAYERS.approved);
    await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
    await expect(errorDialog(page)).toContainText(GENERIC);
    await expect(page.getByText('phone number invalid')).toHaveCount(0);
  });

  test("home: a 429 shows the spec's fixed text and is not asked again by itself", async ({
    page,
    sandbox,
  }) => {
    await announcementsSeen(page);
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/marquee/list') asked += 1;
    });
    await sandbox.injectFault({
      path: '/api/marquee/list',
      times: 5,
      kind: 'status',
      status: 429,
      body: { status: false, message: 'slow down' },
    });
    await page.goto('/');
    await expect(errorDialog(page)).toContainText(TOO_MANY);
    await page.waitForTimeout(3_000); // the client's first back-off is 1 s: a retry would be here
    expect(asked).toBe(1);
  });
});

test.describe('sessions (issue 10 §4)', () => {
  test('a visitor never sees "Session expired": a 401 on a public call alerts, clears and redirects nothing', async ({
    page,
    sandbox,
  }) => {
    await announcementsSeen(page);
    const alerts = alertsOf(page);
    await page.addInitScript(() => localStorage.setItem('agID', 'AG001'));
    await sandbox.injectFault({
      path: '/api/image-slider/list',
      times: 3,
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    await page.goto('/');
    await expect(
      page
        .getByRole('button', { name: /Banner|Failed/ })
        .or(page.getByText('Failed to load banners')),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(alerts).toEqual([]);
    expect(await stored(page, 'agID')).toBe('AG001');
  });

  test('a session expiry clears the token but keeps the referral code and the device id', async ({
    page,
    sandbox,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.addInitScript(() => {
      localStorage.setItem('agID', 'AG001');
      localStorage.setItem('fpDeviceId', 'device-1');
    });
    const alerts = alertsOf(page);
    await sandbox.injectFault({
      path: '/api/user',
      times: 1,
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(alerts).toEqual(['Session expired. Please login again.']);
    expect(await stored(page, 'auth_token')).toBeNull();
    expect(await stored(page, 'agID')).toBe('AG001');
    expect(await stored(page, 'fpDeviceId')).toBe('device-1');
  });

  test('a dropped user-info call keeps the session: no logout, no alert', async ({
    page,
    sandbox,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    const alerts = alertsOf(page);
    await sandbox.injectFault({ path: '/api/user', times: 4, kind: 'drop' });
    await page.goto('/profile');
    await expect(page.getByText(NETWORK)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await stored(page, 'auth_token')).not.toBeNull();
    expect(alerts).toEqual([]);
  });
});

test.describe('the API origin (issue 10 §7)', () => {
  test('a tracker answer naming a plain-http host is refused with a clear text, and nothing is sent there', async ({
    page,
    sandbox,
  }) => {
    await announcementsSeen(page);
    const hosts = new Set<string>();
    page.on('request', (request) => void hosts.add(new URL(request.url()).host));
    await sandbox.injectFault({
      path: '/tracker',
      times: 1,
      kind: 'status',
      status: 200,
      body: { url: 'http://upstream.example' },
    });
    await page.goto('/');
    await expect(errorDialog(page)).toContainText(
      'Không thể kết nối an toàn tới máy chủ. Vui lòng liên hệ Chăm sóc khách hàng.',
    );
    expect(hosts.has('upstream.example')).toBe(false);
  });
});

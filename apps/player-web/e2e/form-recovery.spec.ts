import type { Page } from '@playwright/test';
import { expect, PASSWORD, PLAYERS, test } from './fixtures';
import { captchaWord, fillChangePassword, fillLogin, submitChangePassword } from './forms';

// Issue 10 §1 in the browser: after a message, the corrected form submits on the next tap or Enter,
// and a tap, a double tap or Enter sends exactly one request, counted as the page sends it.

/** How many requests the page has sent to `path`. */
function counter(page: Page, method: string, path: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

test('login: a 9-digit phone is named; corrected, a double tap logs in with one request', async ({
  page,
  sandbox,
}) => {
  const login = counter(page, 'POST', '/api/login_user');
  // Both taps land while the answer is on its way (a phone's double tap is ~100 ms; on a loaded
  // machine Playwright's two clicks can be further apart than a fast answer, and the second then
  // lands on home; a tap after the answer is its own test below).
  await sandbox.injectFault({
    method: 'POST',
    path: '/api/login_user',
    kind: 'delay',
    delayMs: 1500,
  });
  await fillLogin(page, PLAYERS.approved.slice(0, 9), PASSWORD);
  const submit = page.getByRole('main').getByRole('button', { name: 'Đăng Nhập' });
  await submit.click();
  await expect(page.getByText('Vui lòng nhập 10 ký tự')).toBeVisible();
  await page.getByLabel('Số điện thoại').fill(PLAYERS.approved);
  await submit.dblclick();
  await expect(page).toHaveURL(/\/$/);
  expect(login.count).toBe(1);
});

test('login: a second tap after the answer, while home is still loading, sends nothing', async ({
  page,
}) => {
  const login = counter(page, 'POST', '/api/login_user');
  // Home's code arrives late (a slow phone network): the login page is still shown after the answer.
  await page.route(/\/assets\/HomePage-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await fillLogin(page, PLAYERS.approved, PASSWORD);
  const submit = page.getByRole('main').getByRole('button', { name: 'Đăng Nhập' });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/login_user'));
  await submit.click();
  await answered;
  await submit.click({ force: true, timeout: 1000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/$/);
  expect(login.count).toBe(1);
});

test('register: a wrong captcha is named; corrected, Enter registers with one request', async ({
  page,
}) => {
  const register = counter(page, 'POST', '/api/register_user');
  await page.goto('/register');
  await page.getByLabel('Số điện thoại').fill('0901234999');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Matkhau9');
  await page.getByLabel('Xác nhận mật khẩu').fill('Matkhau9');
  const captcha = page.getByRole('textbox', { name: 'Mã xác nhận', exact: true });
  await captcha.fill('SAI');
  await captcha.press('Enter');
  await expect(page.getByText('Mã xác nhận không hợp lệ')).toBeVisible();
  await captcha.fill(await captchaWord(page));
  await captcha.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(register.count).toBe(1);
});

test('reset: a wrong OTP is named; corrected, Enter verifies with one more request', async ({
  page,
  sandbox,
}) => {
  const verify = counter(page, 'POST', '/api/verify-otp');
  await page.goto('/reset-password');
  await page.getByLabel('Số điện thoại').fill(PLAYERS.approved);
  await page.getByLabel('Số điện thoại').press('Enter');
  const otp = page.getByRole('textbox', { name: 'Mã OTP' });
  await otp.fill('0000');
  await otp.press('Enter');
  await expect(page.getByText('OTP code incorrect')).toBeVisible();
  await otp.fill(await sandbox.otp(PLAYERS.approved));
  await otp.press('Enter');
  await expect(page.getByLabel('Mật khẩu mới')).toBeVisible();
  expect(verify.count).toBe(2);
});

test('password change: a mismatched confirmation is named; corrected, a tap changes it with one request', async ({
  page,
  loginAs,
}) => {
  await loginAs(PLAYERS.approved);
  const change = counter(page, 'POST', '/api/player/password/reset');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await fillChangePassword(dialog, { old: PASSWORD, next: 'Moi12345', confirm: 'Moi12346' });
  await submitChangePassword(dialog);
  await expect(dialog.getByText('Mật khẩu không trùng khớp.')).toBeVisible();
  await dialog.getByLabel('Xác nhận mật khẩu mới').fill('Moi12345');
  await submitChangePassword(dialog);
  await expect(dialog.getByText('Mật khẩu đã được đặt lại thành công!')).toBeVisible();
  expect(change.count).toBe(1);
});

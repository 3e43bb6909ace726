import type { Page } from '@playwright/test';
import { expect, PLAYERS, test } from './fixtures';

// A reset password follows the register rule (docs/decisions.md), so it always logs in.
const NEW_PASSWORD = 'Moi12345';

const phoneField = (page: Page) => page.getByLabel('Số điện thoại');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Gửi mã OTP' });
const otpField = (page: Page) => page.getByRole('textbox', { name: 'Mã OTP' });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Xác nhận OTP' });
const resendButton = (page: Page) => page.getByRole('button', { name: /Gửi lại mã/ });

async function sendOtpTo(page: Page, phone: string) {
  await page.goto('/reset-password');
  await phoneField(page).fill(phone);
  await sendButton(page).click();
  await expect(otpField(page)).toBeVisible();
}

test.describe('forgotten-password reset (000 §2 "three steps in one screen, phone, then OTP, then new password")', () => {
  test('000 §4 "phone entry, then OTP sent …, then OTP verified (returns a token), then new password submitted, then success"; "Success shows a congratulation and a login button to /login"; the new password logs in', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await phoneField(page).fill(PLAYERS.approved);
    await sendButton(page).click();

    await expect(otpField(page)).toBeVisible();
    await otpField(page).fill(await sandbox.otp(PLAYERS.approved));
    await verifyButton(page).click();

    const password = page.getByLabel('Mật khẩu mới');
    // The rule a reset password must meet: the register rule (docs/decisions.md, 000 §5).
    await expect(
      page.getByText('Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.'),
    ).toBeVisible();
    await password.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();

    await expect(page.getByRole('heading', { name: 'Chúc mừng!' })).toBeVisible();
    // "On success the form is cleared."
    await expect(phoneField(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Đăng Nhập' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Số điện thoại').fill(PLAYERS.approved);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Đăng Nhập' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('000 §4 "OTP sent (a 60-second timer starts and resend is disabled)" … "Resend becomes active when the timer reaches 0" (m:ss)', async ({
    page,
    sandbox,
  }) => {
    await page.clock.install();
    await sendOtpTo(page, PLAYERS.approved);
    await expect(resendButton(page)).toBeDisabled();
    await expect(resendButton(page)).toContainText(/\((1:00|0:59)\)/);
    await page.clock.runFor(30_000);
    await expect(resendButton(page)).toContainText(/\(0:(29|30)\)/);
    await expect(resendButton(page)).toBeDisabled();
    await page.clock.runFor(31_000);
    await expect(resendButton(page)).toBeEnabled();
    await expect(resendButton(page)).not.toContainText(/\d:\d\d/);

    // A resend sends a new code and starts the timer again.
    const first = await sandbox.otp(PLAYERS.approved);
    await resendButton(page).click();
    await expect(resendButton(page)).toBeDisabled();
    await expect.poll(() => sandbox.otp(PLAYERS.approved)).not.toBe(first);
  });

  test('000 §5 "OTP numeric, verify disabled below 4 digits, failure text \'OTP code incorrect\'"', async ({
    page,
    sandbox,
  }) => {
    await sendOtpTo(page, PLAYERS.approved);
    await otpField(page).fill('12a');
    await expect(otpField(page)).toHaveValue('12');
    await expect(verifyButton(page)).toBeDisabled();

    const real = await sandbox.otp(PLAYERS.approved);
    const wrong = real.replace(/^./, (d) => String((Number(d) + 1) % 10));
    await otpField(page).fill(wrong);
    await verifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('OTP code incorrect');
    // The code still works after a wrong try (the sandbox keeps it until it is verified). Typed at
    // a person's pace: the kit's button swallows a tap in the instant after a failure.
    await otpField(page).clear();
    await otpField(page).pressSequentially(real, { delay: 80 });
    await expect(page.getByText('OTP code incorrect')).toHaveCount(0);
    await verifyButton(page).click();
    await expect(page.getByLabel('Mật khẩu mới')).toBeVisible();
  });

  test('000 §5 "phone numeric, up to 10 digits, send disabled below 10 digits, failure text \'phone number invalid\'"', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await phoneField(page).fill('09a12');
    await expect(phoneField(page)).toHaveValue('0912');
    await expect(sendButton(page)).toBeDisabled();
    await phoneField(page).fill('090000000099');
    await expect(phoneField(page)).toHaveValue('0900000000');
    await expect(sendButton(page)).toBeEnabled();
    // No player has this phone: the send fails and the field shows the fixed text.
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('phone number invalid');
    await expect(otpField(page)).toHaveCount(0);
  });

  test('000 §5 "New password at least 6 characters …, submit disabled below 6"; 6 to 7 characters get the register rule; a failed reset shows the fixed text \'minimum 6 characters\'', async ({
    page,
    sandbox,
  }) => {
    await sendOtpTo(page, PLAYERS.approved);
    await otpField(page).fill(await sandbox.otp(PLAYERS.approved));
    await verifyButton(page).click();
    const submit = page.getByRole('button', { name: 'Đặt lại mật khẩu' });
    await page.getByLabel('Mật khẩu mới').fill('Abc12');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Mật khẩu mới').fill('Abc123');
    await expect(submit).toBeEnabled();
    // Sendable, but no password a login would refuse (docs/decisions.md): the register rule.
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.',
    );
    await page.getByLabel('Mật khẩu mới').fill(NEW_PASSWORD);

    await sandbox.injectFault({
      path: '/api/forgot-password',
      times: 1,
      kind: 'status',
      status: 400,
      body: { status: false, message: 'INVALID_TOKEN' },
    });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('minimum 6 characters');
    await expect(page.getByRole('heading', { name: 'Chúc mừng!' })).toHaveCount(0);
    await page.getByLabel('Mật khẩu mới').clear();
    await page.getByLabel('Mật khẩu mới').pressSequentially(NEW_PASSWORD, { delay: 80 });
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Chúc mừng!' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expect, PLAYERS, test } from './fixtures';

// Each step's rules and texts, the resend timer and the failed reset are page tests
// (src/features/reset-password/ResetPasswordPage.test.tsx).

// A reset password follows the register rule (docs/decisions.md), so it always logs in.
const NEW_PASSWORD = 'Moi12345';

const otpField = (page: Page) => page.getByRole('textbox', { name: 'Mã OTP' });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Xác nhận OTP' });

test('reset: 000 §4 "phone entry, then OTP sent …, then OTP verified (returns a token), then new password submitted, then success"; a wrong OTP shows \'OTP code incorrect\', and the right one goes on; the new password logs in', async ({
  page,
  sandbox,
}) => {
  await page.goto('/reset-password');
  await page.getByLabel('Số điện thoại').fill(PLAYERS.approved);
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await expect(otpField(page)).toBeVisible();

  const real = await sandbox.otp(PLAYERS.approved);
  const wrong = real.replace(/^./, (d) => String((Number(d) + 1) % 10));
  await otpField(page).fill(wrong);
  await verifyButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('OTP code incorrect');
  // Typed at a person's pace: the kit's button swallows a tap in the instant after a failure.
  await otpField(page).clear();
  await otpField(page).pressSequentially(real, { delay: 80 });
  await expect(page.getByText('OTP code incorrect')).toHaveCount(0);
  await verifyButton(page).click();

  await page.getByLabel('Mật khẩu mới').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByRole('heading', { name: 'Chúc mừng!' })).toBeVisible();
  await page.getByRole('link', { name: 'Đăng Nhập' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Số điện thoại').fill(PLAYERS.approved);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Đăng Nhập' }).click();
  await expect(page).toHaveURL(/\/$/);
});

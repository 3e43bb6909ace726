import { expect, test } from './fixtures';
import { captchaWord, fillRegister, onlyOwnOrigins, stored, submitRegister } from './forms';

// The form's rules, its error texts, the agent link and the captcha picture are page tests
// (src/features/register/RegisterPage.test.tsx).

test("register: a wrong captcha word shows 'Mã xác nhận không hợp lệ'; corrected, the player is registered and home; no third-party script loads", async ({
  page,
}) => {
  const origins = onlyOwnOrigins(page);
  await page.goto('/register');
  await fillRegister(page, { phone: '0901234567', password: 'Matkhau9', captcha: 'WRONG' });
  await submitRegister(page);
  await expect(page.getByText('Mã xác nhận không hợp lệ')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  const captcha = page.getByRole('textbox', { name: 'Mã xác nhận', exact: true });
  await captcha.clear();
  await captcha.pressSequentially((await captchaWord(page)).toLowerCase(), { delay: 80 });
  await expect(page.getByText('Mã xác nhận không hợp lệ')).toHaveCount(0);
  await submitRegister(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('0901234567');
  expect(await stored(page, 'auth_token')).toBeTruthy();
  origins.check();
});

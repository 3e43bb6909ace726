import { expect, PASSWORD, PLAYERS, test } from './fixtures';
import { fillLogin, onlyOwnOrigins, submitLogin } from './forms';

// The form's rules, its error texts, the captcha token it sends and where it goes are page tests
// (src/features/login/LoginPage.test.tsx); the guest-only redirect is src/app/routes.test.tsx.

test('login: a wrong password against the sandbox shows \'Mật khẩu bạn vừa nhập không đúng.\', and the next try logs in; 000 §7 "a token is obtained from a captcha provider on the login and register forms": with no site key configured, no third-party script loads', async ({
  page,
}) => {
  const origins = onlyOwnOrigins(page);
  await fillLogin(page, PLAYERS.approved, 'Wrongpass1');
  await submitLogin(page);
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText('Mật khẩu bạn vừa nhập không đúng.');
  await popup.getByRole('button', { name: 'Đóng' }).click();
  // Typed at a person's pace: the kit's button swallows a tap in the instant after a failure.
  const field = page.getByLabel('Mật khẩu', { exact: true });
  await field.clear();
  await field.pressSequentially(PASSWORD, { delay: 80 });
  await submitLogin(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  origins.check();
});

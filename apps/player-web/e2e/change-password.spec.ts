import { expect, PASSWORD, PLAYERS, test } from './fixtures';
import { fillChangePassword, submitChangePassword } from './forms';

// The modal's rules and texts, the one request while an answer is on its way and the new password
// taking effect are page tests (src/components/change-password/ChangePasswordModal.test.tsx).

test("the password-change modal: a wrong old password shows 'Mật khẩu cũ không đúng, Vui lòng thử lại !'; corrected, 'Mật khẩu đã được đặt lại thành công!'", async ({
  page,
  loginAs,
  sandbox,
}) => {
  await loginAs(PLAYERS.approved);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await fillChangePassword(dialog, { old: 'Saimatkhau1', next: 'Moikhau9' });
  await submitChangePassword(dialog);
  await expect(dialog.getByRole('alert')).toHaveText('Mật khẩu cũ không đúng, Vui lòng thử lại !');

  // Typed at a person's pace: the kit's button swallows a tap in the instant after a failure.
  const old = dialog.getByLabel('Mật khẩu cũ');
  await old.clear();
  await old.pressSequentially(PASSWORD, { delay: 80 });
  await submitChangePassword(dialog);
  await expect(dialog.getByText('Mật khẩu đã được đặt lại thành công!')).toBeVisible();
  expect(await sandbox.tokenFor(PLAYERS.approved, 'Moikhau9')).toBeTruthy();
});

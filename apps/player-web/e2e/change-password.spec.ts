import type { Page } from '@playwright/test';
import { expect, holdAnswers, PASSWORD, PLAYERS, SANDBOX, test } from './fixtures';
import { fillChangePassword, submitChangePassword } from './forms';

const NEW_PASSWORD = 'Moikhau9';

async function openModal(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the password-change modal (000 §2, §5, §8)', () => {
  test('"PASSWORD_INCORRECT gives \'Mật khẩu cũ không đúng, Vui lòng thử lại !\'"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    const dialog = await openModal(page);
    await fillChangePassword(dialog, { old: 'Saimatkhau1', next: NEW_PASSWORD });
    await submitChangePassword(dialog);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Mật khẩu cũ không đúng, Vui lòng thử lại !',
    );
    await expect(dialog.getByLabel('Mật khẩu cũ')).toHaveAttribute('aria-invalid', 'true');
  });

  test('"Confirmation must match (… in the change-password modal \'Mật khẩu không trùng khớp.\')" and the new password "needs an uppercase letter, a lowercase letter and a digit, length 8 to 12"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    const dialog = await openModal(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/player/password/reset')) requests.push(r.url());
    });

    await fillChangePassword(dialog, { old: PASSWORD, next: 'matkhau' });
    await submitChangePassword(dialog);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.',
    );

    // "only letters and digits are kept"
    await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill('Moi khau-9!');
    await expect(dialog.getByLabel('Mật khẩu mới', { exact: true })).toHaveValue('Moikhau9');
    await dialog.getByLabel('Xác nhận mật khẩu mới').fill('Moikhau8');
    await dialog.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Mật khẩu không trùng khớp.');
    expect(requests).toHaveLength(0);
  });

  test('"Success PASSWORD_RESET_SUCCESS gives \'Mật khẩu đã được đặt lại thành công!\'"; the new password logs in', async ({
    page,
    loginAs,
    sandbox,
    request,
  }) => {
    // The profile behind the 3 s overlay, a held answer, logout and the login page: close to 30 s
    // on a busy run.
    test.slow();
    await loginAs(PLAYERS.approved);
    const dialog = await openModal(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/player/password/reset')) sent.push(r.method());
    });
    // A slow answer: a second tap while it is on its way must not send again. The answer is held
    // until that tap is made (a fixed 1.5 s delay could end first on a busy machine, and the tap
    // then waited for a button the success view had replaced).
    const release = await holdAnswers(page, '**/api/player/password/reset');

    await fillChangePassword(dialog, { old: PASSWORD, next: NEW_PASSWORD });
    const submit = dialog.getByRole('button', { name: 'Đổi mật khẩu' });
    await submit.click();
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    release();
    await expect(dialog.getByText('Mật khẩu đã được đặt lại thành công!')).toBeVisible();
    expect(sent).toHaveLength(1);

    // The player closes it.
    await dialog.getByRole('button', { name: 'Đóng' }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.getByRole('button', { name: 'Vâng, rời đi' }).click();
    await expect(page).toHaveURL(/\/login$/);

    expect(await sandbox.tokenFor(PLAYERS.approved, NEW_PASSWORD)).toBeTruthy();
    const old = await request.post(`${SANDBOX}/api/login_user`, {
      data: { phone: PLAYERS.approved, password: PASSWORD, captcha_token: 'sandbox-captcha-ok' },
    });
    expect(old.ok()).toBe(false);
  });
});

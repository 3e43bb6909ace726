import { LOGIN_CAPTCHA_FAILED, REGISTER_CAPTCHA_FAILED, REGISTER_FORBIDDEN } from '@wallet/domain';
import type { Page } from '@playwright/test';
import { expect, PLAYERS, test } from './fixtures';
import { captchaWord, fillRegister as fillForm, stored, submitRegister } from './forms';

const NEW_PHONE = '0901234567';
const NEW_PASSWORD = 'Matkhau9';
const ALREADY_REGISTERED =
  'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.';

const fillRegister = (
  page: Page,
  fields: { phone?: string; password?: string; confirm?: string; captcha?: string } = {},
) => fillForm(page, { phone: NEW_PHONE, password: NEW_PASSWORD, ...fields });

test.describe('register (000 §2 "Register (/register, optional query ag_id for an agent or referral code): phone, password, confirmation, an image captcha, submit")', () => {
  test('with an agent link: 000 §4 "success stores the token, clears the stored agent id (agID) and goes home"; agent_id is the resolved reference_agent_id', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/register?ag_id=AG001');
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng ký' })).toBeVisible();
    // 000 §1 "agID (agent or referral id captured at registration)"
    await expect.poll(() => stored(page, 'agID')).toBe('AG001');

    await fillRegister(page);
    await submitRegister(page);

    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Thông báo/ })).toBeVisible();
    await expect(header).toContainText(NEW_PHONE);
    expect(await stored(page, 'auth_token')).toBeTruthy();
    expect(await stored(page, 'agID')).toBeNull();

    // 000 §7 "GET /get_agent_code/{id}. Response: reference_agent_id." — AG001 is agent 1001 in the seed.
    expect((await sandbox.player(NEW_PHONE)).agent_id).toBe('1001');
  });

  test('without an agent link the player registers with no agent; links to login and home', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/register');
    await page.getByRole('main').getByRole('link', { name: 'Đăng Nhập' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/register');
    await fillRegister(page);
    await submitRegister(page);
    await expect(page).toHaveURL(/\/$/);
    expect((await sandbox.player(NEW_PHONE)).agent_id).toBeNull();
  });

  test('000 §5 validation: "must start with 0 (\'Sai quy cách SĐT\')", "fewer than 10 gives \'Vui lòng nhập 10 ký tự\'", "maximum 10 (\'Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.\')", "Confirmation must match", "else \'Mã xác nhận không hợp lệ\'"', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillRegister(page, { phone: '09123', confirm: 'Matkhau8', captcha: 'WRONG' });
    await submitRegister(page);
    await expect(page.getByText('Vui lòng nhập 10 ký tự')).toBeVisible();
    await expect(page.getByText('Mật khẩu xác nhận không khớp với mật khẩu.')).toBeVisible();
    await expect(page.getByText('Mã xác nhận không hợp lệ')).toBeVisible();

    await page.getByLabel('Số điện thoại').fill('9123456789');
    await expect(page.getByText('Sai quy cách SĐT')).toBeVisible();
    await page.getByLabel('Số điện thoại').fill('091234567899');
    await expect(page.getByText('Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.')).toBeVisible();
    // "only letters and digits are kept": the special characters are dropped as typed.
    await page.getByLabel('Mật khẩu', { exact: true }).fill('ab!c d');
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue('abcd');
    await expect(page.getByText(/8 đến 12 ký tự/)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the captcha picture can be changed, and the typed word is checked case-insensitively', async ({
    page,
  }) => {
    await page.goto('/register');
    const before = await captchaWord(page);
    await page.getByRole('button', { name: 'Đổi mã xác nhận khác' }).click();
    await expect.poll(() => captchaWord(page)).not.toBe(before);
    await fillRegister(page, { captcha: (await captchaWord(page)).toLowerCase() });
    await submitRegister(page);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('register errors (000 §8)', () => {
  const injected: Array<[string, number, string, string]> = [
    [
      'REGISTRATION_FORBIDDEN: a popup with Error1001.',
      403,
      'REGISTRATION_FORBIDDEN',
      REGISTER_FORBIDDEN,
    ],
    ['CAPTCHA_FAILED: a popup with Error1002.', 400, 'CAPTCHA_FAILED', REGISTER_CAPTCHA_FAILED],
    [
      'Otherwise: the phone is already registered, contact support.',
      400,
      'PHONE_ALREADY_REGISTERED',
      ALREADY_REGISTERED,
    ],
  ];
  for (const [line, status, code, text] of injected) {
    test(`"${line}" (injected ${status} ${code})`, async ({ page, sandbox }) => {
      await sandbox.injectFault({
        path: '/api/register_user',
        times: 1,
        kind: 'status',
        status,
        body: { status: false, message: code },
      });
      await page.goto('/register');
      await fillRegister(page);
      await submitRegister(page);
      const popup = page.getByRole('alertdialog');
      await expect(popup).toContainText(text);
      await popup.getByRole('button', { name: 'Đóng' }).click();
      await expect(page).toHaveURL(/\/register$/);
      expect(await stored(page, 'auth_token')).toBeNull();
    });
  }

  test('"Otherwise": a code the catalogue does not name (a 422) also says the phone is already registered', async ({
    page,
    sandbox,
  }) => {
    await sandbox.injectFault({
      path: '/api/register_user',
      times: 1,
      kind: 'status',
      status: 422,
      body: { message: 'The fp data field is required.', errors: { fp_data: ['required'] } },
    });
    await page.goto('/register');
    await fillRegister(page);
    await submitRegister(page);
    await expect(page.getByRole('alertdialog')).toContainText(ALREADY_REGISTERED);
  });

  test('the seeded phone 0912345678 against the sandbox: "the phone is already registered"; CAPTCHA_FAILED is not the login text', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillRegister(page, { phone: PLAYERS.approved });
    await submitRegister(page);
    await expect(page.getByRole('alertdialog')).toContainText(ALREADY_REGISTERED);
    await expect(page.getByRole('alertdialog')).not.toContainText(LOGIN_CAPTCHA_FAILED);
  });
});

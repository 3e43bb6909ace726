import { expect, type Locator, type Page } from '@playwright/test';
import { SANDBOX, SITE, TRACKER } from './fixtures';

/** What the page keeps in local storage under `key`. */
export const stored = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key);

/** The word drawn in the register captcha picture (an SVG data: URL). */
export async function captchaWord(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: 'Ảnh mã xác nhận' }).getAttribute('src');
  const svg = decodeURIComponent(String(src).split(',')[1] ?? '');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

/** Fills /register; `captcha` defaults to the word in the picture, typed in lower case. */
export async function fillRegister(
  page: Page,
  fields: { phone: string; password: string; confirm?: string; captcha?: string },
) {
  await page.getByLabel('Số điện thoại').fill(fields.phone);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(fields.password);
  await page.getByLabel('Xác nhận mật khẩu').fill(fields.confirm ?? fields.password);
  await page
    .getByRole('textbox', { name: 'Mã xác nhận', exact: true })
    .fill(fields.captcha ?? (await captchaWord(page)).toLowerCase());
}

export const submitRegister = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Đăng ký' }).click();

/** Opens /login and fills it. */
export async function fillLogin(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
}

export const submitLogin = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Đăng Nhập' }).click();

/** Fills the password-change modal; `confirm` defaults to the new password. */
export async function fillChangePassword(
  dialog: Locator,
  fields: { old: string; next: string; confirm?: string },
) {
  await dialog.getByLabel('Mật khẩu cũ').fill(fields.old);
  await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill(fields.next);
  await dialog.getByLabel('Xác nhận mật khẩu mới').fill(fields.confirm ?? fields.next);
}

export const submitChangePassword = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Đổi mật khẩu' }).click();

/**
 * Watches every origin the page reaches; `check` fails on any beyond the site, its sandbox and the
 * tracker (000 §7: with no captcha site key configured, no third-party script loads).
 */
export function onlyOwnOrigins(page: Page) {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return {
    check: () => expect([...origins].sort()).toEqual([...new Set([SANDBOX, SITE, TRACKER])].sort()),
  };
}

/**
 * A visitor opens the deposit modal 'NẠP TIỀN' from the bottom navigation (on /promotions), once
 * its methods have come and the first bank is chosen.
 */
export async function openVisitorDeposit(page: Page): Promise<Locator> {
  await page.goto('/promotions');
  const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
  await nav.getByRole('button', { name: 'Nạp rút' }).click();
  await nav.getByRole('button', { name: 'NẠP TIỀN' }).click();
  const modal = page.getByRole('dialog', { name: 'NẠP TIỀN' });
  await expect(modal.getByRole('radio', { name: 'Vietcombank' })).toBeChecked();
  return modal;
}

import type { Page } from '@playwright/test';
import { announcementsSeen, expect, PLAYERS, test } from './fixtures';
import { readVietQr, scanQr } from './vietqr';

const DEPOSIT = 'POST /public/deposit';

/** Home as a visitor, then the tile 'NẠP TIỀN': 000 §2 "For a visitor, the deposit and withdraw tiles open modals." */
async function openFromHome(page: Page) {
  await announcementsSeen(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'NẠP TIỀN' }).click();
  const modal = page.getByRole('dialog', { name: 'NẠP TIỀN' });
  await expect(modal.getByRole('radio', { name: 'Vietcombank' })).toBeChecked();
  return modal;
}

async function fill(page: Page, phone: string, amount: string) {
  const modal = page.getByRole('dialog', { name: 'NẠP TIỀN' });
  await modal.getByLabel('Số điện thoại').fill(phone);
  await modal.getByLabel('Số tiền', { exact: true }).fill(amount);
  return modal.getByRole('button', { name: 'Nạp Tiền' });
}

test.describe("a visitor's deposit modal 'NẠP TIỀN' (000 §2, §4, §5, §8)", () => {
  test('from the bottom navigation: a short phone is refused, corrected, one double-tapped deposit; the result shows a scannable VietQR', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/promotions');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await nav.getByRole('button', { name: 'Nạp rút' }).click();
    await nav.getByRole('button', { name: 'NẠP TIỀN' }).click();
    const modal = page.getByRole('dialog', { name: 'NẠP TIỀN' });
    await expect(modal.getByRole('radio', { name: 'Vietcombank' })).toBeChecked();

    const submit = await fill(page, PLAYERS.approved.slice(0, 9), '500');
    await modal.getByLabel('Số tiền', { exact: true }).focus();
    // 000 §5 "Deposit phone (modal): numeric, exactly 10 characters, else 'Vui lòng nhập 10 ký tự'."
    await expect(modal.getByText('Vui lòng nhập 10 ký tự')).toBeVisible();
    await expect(submit).toBeDisabled();

    await modal.getByLabel('Số điện thoại').fill(PLAYERS.approved);
    await expect(modal.getByText('Vui lòng nhập 10 ký tự')).toBeHidden();
    await expect(submit).toBeEnabled();
    await submit.dblclick();

    const result = page.getByRole('dialog', { name: 'Thành công' });
    await expect(result.getByText('Your transaction was successful!')).toBeVisible();
    await expect(modal).toBeHidden();
    const [made, ...more] = await sandbox.ledger(DEPOSIT);
    expect(more).toHaveLength(0);
    // 000 §1 "The value sent is the typed amount multiplied by 1000."
    expect(made).toMatchObject({ phone: PLAYERS.approved, amount: 500_000 });

    const qr = readVietQr(await scanQr(result.getByRole('img', { name: 'Mã QR chuyển khoản' })));
    expect(qr).toMatchObject({
      amount: '500000',
      currency: '704',
      content: made!.ref,
      crcValid: true,
    });
    await expect(result.getByText(qr.account)).toBeVisible();
    await expect(result.getByText(made!.ref)).toBeVisible();

    await result.getByRole('button', { name: 'OK' }).click();
    await expect(result).toBeHidden();
  });

  test("a phone that is not a player's: 'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản' and nothing can be sent", async ({
    page,
    sandbox,
  }) => {
    await openFromHome(page);
    const submit = await fill(page, '0900000001', '500');
    const modal = page.getByRole('dialog', { name: 'NẠP TIỀN' });
    await expect(
      modal.getByText('Vui lòng đăng nhập trước khi nạp tiền vào tài khoản'),
    ).toBeVisible();
    await expect(submit).toBeDisabled();
    expect(await sandbox.ledger(DEPOSIT)).toHaveLength(0);
  });

  test('000 §8 "Status 403, 400 or 401 with message PLAYER_NOT_ALLOWED_TO_DEPOSIT: dialog \'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản\'"', async ({
    page,
    sandbox,
  }) => {
    await openFromHome(page);
    await sandbox.injectFault({
      method: 'POST',
      path: '/api/public/deposit',
      kind: 'status',
      status: 403,
      body: { status: false, message: 'PLAYER_NOT_ALLOWED_TO_DEPOSIT' },
    });
    await (await fill(page, PLAYERS.approved, '500')).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText('Vui lòng đăng nhập trước khi nạp tiền vào tài khoản'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    // The form is still as typed: the visitor may send again.
    await expect(
      page.getByRole('dialog', { name: 'NẠP TIỀN' }).getByLabel('Số tiền', { exact: true }),
    ).toHaveValue('500');
  });

  test('000 §8 "Status 500: the result modal in error mode." — \'Something went wrong\'', async ({
    page,
    sandbox,
  }) => {
    await openFromHome(page);
    await sandbox.injectFault({
      method: 'POST',
      path: '/api/public/deposit',
      kind: 'status',
      status: 500,
      body: { status: false, message: 'SERVER_ERROR' },
    });
    await (await fill(page, PLAYERS.approved, '500')).click();
    const result = page.getByRole('dialog', { name: 'Thất bại' });
    await expect(result.getByText('Something went wrong')).toBeVisible();
    expect(await sandbox.ledger(DEPOSIT)).toHaveLength(0);
  });
});

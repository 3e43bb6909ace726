import type { Page } from '@playwright/test';
import { expect, PLAYERS, test } from './fixtures';
import { openVisitorDeposit } from './forms';
import { readVietQr, scanQr } from './vietqr';

const DEPOSIT = 'POST /public/deposit';

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
    const modal = await openVisitorDeposit(page);

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
});

import type { Page } from '@playwright/test';
import { announcementsSeen, expect, PLAYERS, test } from './fixtures';

const WITHDRAW = 'POST /public/withdraw';
// The seeded player with a bank, 2,000 K and nothing pending (packages/sandbox/src/seed/players.ts).
const CLEAN = PLAYERS.depositLocked;

/** Home as a visitor, then the tile 'RÚT TIỀN': 000 §2 "For a visitor, the deposit and withdraw tiles open modals." */
async function openFromHome(page: Page) {
  await announcementsSeen(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'RÚT TIỀN' }).click();
  return page.getByRole('dialog', { name: 'RÚT TIỀN' });
}

test.describe("a visitor's withdraw modal 'RÚT TIỀN' (001 §2, §4, §5, §8)", () => {
  test('the bank lookup at 10 digits, an amount refused then corrected, one double-tapped withdrawal, the success result and OK to home', async ({
    page,
    sandbox,
  }) => {
    const modal = await openFromHome(page);
    const phone = modal.getByLabel('Số điện thoại');
    await phone.fill(CLEAN.slice(0, 9));
    // 001 §5 "Without a chosen bank the message is 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.'"
    await expect(modal.getByText('Nhập số điện thoại hợp lệ để truy cập ngân hàng.')).toBeVisible();
    await phone.fill(CLEAN);
    // "On success with banks, the list is filled, the first bank is preselected".
    await expect(modal.getByRole('combobox', { name: 'Chọn ngân hàng' })).toContainText('BIDV');

    const amount = modal.getByRole('textbox', { name: 'Số tiền', exact: true });
    const submit = modal.getByRole('button', { name: 'Rút Tiền' });
    await amount.fill('100');
    await amount.blur();
    // "Under 150 gives 'Số tiền rút tối thiểu từ 150 trở lên'."
    await expect(modal.getByText('Số tiền rút tối thiểu từ 150 trở lên')).toBeVisible();
    await expect(submit).toBeDisabled();
    await amount.fill('200');
    await expect(modal.getByText('Số tiền rút tối thiểu từ 150 trở lên')).toBeHidden();
    await submit.dblclick();

    const result = page.getByRole('dialog', { name: 'Thành công' });
    await expect(result.getByText('Your transaction was successful!')).toBeVisible();
    const [made, ...more] = await sandbox.ledger(WITHDRAW);
    expect(more).toHaveLength(0);
    // 001 §7 "transaction_amount (entered amount times 1000)"
    expect(made).toMatchObject({ phone: CLEAN, amount: 200_000 });
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(result).toBeHidden();
  });
});

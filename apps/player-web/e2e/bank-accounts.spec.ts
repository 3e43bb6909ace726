import { expect, PLAYERS, test } from './fixtures';

test.describe('bank accounts (001 §2 "Bank account management", "Add bank account")', () => {
  test('a player without an account adds one: each message of 001 §5, the corrections, one request, back to the list with the new card', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.fresh);
    const added: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/bank/add_user_bank')) added.push(r.url());
    });
    await page.goto('/profile/bank-account-management');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Thêm ngân hàng' }).click();
    await expect(page).toHaveURL(/\/add-account$/);

    const holder = main.getByRole('textbox', { name: 'Tên tài khoản' });
    const number = main.getByRole('textbox', { name: 'Số tài khoản' });
    const submit = main.getByRole('button', { name: 'Thêm ngân hàng' });
    // "forced to upper case, and only letters and spaces are accepted as typed"
    await holder.pressSequentially('tran van b9');
    await expect(holder).toHaveValue('TRAN VAN B');
    await expect(
      main.getByText('Tên tài khoản viết IN HOA, không dấu, không có số.'),
    ).toBeVisible();
    await main.getByRole('combobox', { name: 'Ngân hàng' }).selectOption('BIDV');
    await number.fill('12');
    await number.blur();
    // "at least 3 digits ('vui lòng nhập nhiều hơn 2 chữ số')"
    await expect(main.getByText('vui lòng nhập nhiều hơn 2 chữ số')).toBeVisible();
    await expect(submit).toBeDisabled();
    await number.fill('123456789');
    await expect(main.getByText('vui lòng nhập nhiều hơn 2 chữ số')).toBeHidden();
    await submit.dblclick();

    // "On success it navigates back": the list, with the new account.
    await expect(page).toHaveURL(/\/profile\/bank-account-management$/);
    await expect(main).toContainText('123456789');
    await expect(main).toContainText('TRAN VAN B');
    expect(added).toHaveLength(1);
  });
});

test.describe('adding an account when the upstream refuses (001 §8 "Add bank account")', () => {});

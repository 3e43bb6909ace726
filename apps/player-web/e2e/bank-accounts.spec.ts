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

  test('a player with an account: the holder name is prefilled and read-only; at the maximum no add button', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/profile/bank-account-management');
    const main = page.getByRole('main');
    await expect(main).toContainText('0011001234567');
    await expect(main.getByRole('link', { name: 'Chăm sóc khách hàng' })).toHaveAttribute(
      'rel',
      /noopener/,
    );
    // One account of one allowed: "Adding is allowed only when the count is below the maximum".
    await expect(main.getByRole('link', { name: 'Thêm ngân hàng' })).toHaveCount(0);

    await page.goto('/add-account');
    const holder = main.getByRole('textbox', { name: 'Tên tài khoản' });
    await expect(holder).toHaveValue('NGUYEN VAN AN');
    await expect(holder).toHaveAttribute('readonly', '');
  });
});

test.describe('adding an account when the upstream refuses (001 §8 "Add bank account")', () => {
  test("the numeric rule, the 30-digit cap, then each refusal in the spec's words, and the correction that is saved", async ({
    page,
    loginAs,
    sandbox,
  }) => {
    // Two accounts allowed, none saved: the list passes the maximum on.
    await loginAs(PLAYERS.newcomer);
    await page.goto('/profile/bank-account-management');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Thêm ngân hàng' }).click();
    const number = main.getByRole('textbox', { name: 'Số tài khoản' });
    const submit = main.getByRole('button', { name: 'Thêm ngân hàng' });
    await main.getByRole('textbox', { name: 'Tên tài khoản' }).fill('PHAM THI DUNG');
    await main.getByRole('combobox', { name: 'Ngân hàng' }).selectOption('Vietcombank');
    // 001 §5 "numeric only ('Vui lòng chỉ nhập số') … with a max length of 30."
    await number.pressSequentially('12a');
    await number.blur();
    await expect(main.getByText('Vui lòng chỉ nhập số')).toBeVisible();
    await number.fill('1'.repeat(35));
    await expect(number).toHaveValue('1'.repeat(30));
    await expect(main.getByText('Vui lòng chỉ nhập số')).toBeHidden();

    // "HTTP 422: 'Số tài khoản đã được lấy'": the seeded player's Vietcombank number.
    await number.fill('0011001234567');
    await submit.click();
    await expect(main.getByText('Số tài khoản đã được lấy')).toBeVisible();
    // "Any other failure: 'Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất. …'", {max} as
    // the list carried it.
    await number.fill('5566778899');
    await sandbox.injectFault({
      method: 'POST',
      path: '/api/bank/add_user_bank',
      kind: 'status',
      status: 400,
      body: { status: false, message: 'LIMIT' },
    });
    await submit.click();
    await expect(
      main.getByText(
        'Mỗi tài khoản chỉ có thể thêm 2 ngân hàng duy nhất. Để thêm tài khoản ngân hàng khác, Vui lòng liên hệ đội ngũ Chăm Sóc Khách Hàng',
      ),
    ).toBeVisible();
    // "Network error: 'lỗi mạng. Làm mới trang và thử lại'" (Chromium re-sends a dropped request
    // by itself, so every try is dropped until the faults are cleared).
    await sandbox.injectFault({
      method: 'POST',
      path: '/api/bank/add_user_bank',
      kind: 'drop',
      times: 10,
    });
    await submit.click();
    await expect(main.getByText('lỗi mạng. Làm mới trang và thử lại')).toBeVisible();
    await sandbox.clearFaults();

    // What was typed is kept; sent again, it is saved and the list shows it.
    await submit.click();
    await expect(page).toHaveURL(/\/profile\/bank-account-management$/);
    await expect(main).toContainText('5566778899');
    await expect(main).toContainText('PHAM THI DUNG');
  });
});

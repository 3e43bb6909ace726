import { announcementsSeen, approveInConsole, expect, test } from './fixtures';
import { fillRegister, stored, submitRegister } from './forms';

const PHONE = '0905550011';
const WAIT = 'Vui lòng chờ cấp tài khoản trong giây lát…';

/**
 * 000 §4 "Initial-deposit activation polling": a new player registers, is asked to deposit, deposits
 * the initial 500 K by QR, waits on home with the spinner, and the account appears once the house
 * approves the deposit.
 */
test('from registration to a game account: the first deposit, the wait, the approval', async ({
  page,
  sandbox,
}) => {
  // Two status polls (10 s and 20 s) run in real time.
  test.slow();
  await announcementsSeen(page);
  await page.goto('/register');
  await fillRegister(page, { phone: PHONE, password: 'Matkhau9' });
  await submitRegister(page);
  await expect(page).toHaveURL(/\/$/);

  // "With no user_name, no user_id and no marker, the player is asked to deposit to activate, with a 'Nạp Tiền' link."
  await page.getByRole('main').getByRole('link', { name: 'Nạp Tiền', exact: true }).click();
  await expect(page).toHaveURL(/\/deposit\?initial=1$/);
  // "the initial deposit default amount is 500"
  const amount = page.getByRole('textbox', { name: 'Số tiền', exact: true });
  await expect(amount).toHaveValue('500');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Nạp Tiền/ })
    .click();
  await expect(page.getByRole('region', { name: 'Thông tin nạp tiền' })).toBeVisible();
  const [made] = await sandbox.ledger('POST /account/deposit');
  expect(made).toMatchObject({ phone: PHONE, amount: 500_000 });
  expect(await stored(page, 'initialDeposit')).toBeTruthy();

  // The player goes home and waits: "A marker younger than 10 minutes shows a spinner".
  await page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: 'Trang chủ' })
    .click();
  await expect(page.getByText(WAIT)).toBeVisible();

  await approveInConsole(page, made!.ref);
  // "is_approved 1 refreshes the user info …, clears the timer and the marker" (a check every 20 s).
  await expect(page.getByText(WAIT)).toBeHidden({ timeout: 30_000 });
  expect(await stored(page, 'initialDeposit')).toBeNull();
  await page.goto('/game-links');
  await expect(page.getByRole('main')).toContainText(`vn${PHONE}`);
});

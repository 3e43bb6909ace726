import type { Page } from '@playwright/test';
import { expect, holdAnswers, PLAYERS, type Sandbox, test } from './fixtures';

const WITHDRAW = 'POST /account/withdraw';

/** Settles the seeded player's pending withdrawal (900,000) from the console API, as staff would. */
async function settlePending(sandbox: Sandbox, phone: string, action: 'approve' | 'reject') {
  for (const t of await sandbox.transactions({ phone, status: 'pending' })) {
    await sandbox.settle(t.id, action);
  }
}

const main = (page: Page) => page.getByRole('main');
const amount = (page: Page) => main(page).getByRole('textbox', { name: 'Số tiền', exact: true });
const next = (page: Page) => main(page).getByRole('button', { name: 'Tiếp theo' });
const send = (page: Page) => main(page).getByRole('button', { name: 'Rút tiền', exact: true });
const balance = (page: Page) => page.getByTestId('withdraw-balance');

test.describe('the withdraw page (001 §2 "Withdraw (/withdraw)", titled \'Rút Tiền\')', () => {
  test.beforeEach(async ({ loginAs }) => loginAs(PLAYERS.approved));

  test('from amount to bank to the history: a refused amount, the correction, one double-tapped withdrawal; the balance lowered; approved in the console', async ({
    page,
    sandbox,
  }) => {
    await settlePending(sandbox, PLAYERS.approved, 'approve');
    await page.goto('/withdraw');
    await expect(balance(page)).toContainText('5,000');
    // 001 §5 "'Bạn không có đủ số dư để thực hiện giao dịch này' when out of range or above balance".
    await amount(page).fill('200');
    await next(page).click();
    await expect(
      main(page).getByText('Bạn không có đủ số dư để thực hiện giao dịch này'),
    ).toBeVisible();
    await amount(page).fill('150');
    // Enter instead of the button advances too.
    await amount(page).press('Enter');
    const banks = main(page).getByRole('group', { name: 'Tài khoản ngân hàng' });
    await expect(banks.getByRole('radio').first()).toBeChecked();
    await send(page).dblclick();

    await expect(page).toHaveURL(/\/transections\?tab=withdraw$/);
    const first = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(first).toContainText('4,500,000');
    await expect(first).toContainText('Đang chờ');
    const [made, ...more] = await sandbox.ledger(WITHDRAW);
    expect(more).toHaveLength(0);
    // 001 §7 "transaction_amount (typed amount times 30000)"
    expect(made).toMatchObject({ phone: PLAYERS.approved, amount: 4_500_000 });

    // The balance is the upstream's, read again: 5,000 K less the 4,500 K held.
    await page.goto('/withdraw');
    await expect(balance(page)).toContainText('500');
    await expect(balance(page)).not.toContainText('5,000');

    await sandbox.settle(made!.ref, 'approve');
    await page.goto('/transections?tab=withdraw');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
      'Đã phê duyệt',
    );
  });

  test('a rejected withdrawal is refunded once: the balance comes back, a second rejection changes nothing', async ({
    page,
    sandbox,
  }) => {
    await settlePending(sandbox, PLAYERS.approved, 'approve');
    await page.goto('/withdraw');
    await amount(page).fill('150');
    await next(page).click();
    await send(page).click();
    await expect(page).toHaveURL(/\/transections\?tab=withdraw$/);
    const [made] = await sandbox.ledger(WITHDRAW);
    const reject = () => sandbox.settle(made!.ref, 'reject', { note: 'Sai thông tin tài khoản' });
    await reject();
    await expect(reject()).rejects.toMatchObject({ status: 409 });
    await page.goto('/withdraw');
    await expect(balance(page)).toContainText('5,000');
  });

  test('game points move to the main wallet on step 1: the game goes to 0 and the balance is read again', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/withdraw');
    await expect(balance(page)).toContainText('5,000');
    const move = main(page)
      .getByRole('button', { name: /^Chuyển về ví chính/ })
      .first();
    await move.click();
    await expect(balance(page)).not.toContainText('5,000K');
    expect(await sandbox.ledger('POST /player/points/withdraw/game/{id}')).toHaveLength(1);
  });

  test("001 §8 \"HTTP 403 (pending request): 'A pending request is in process. Please try again later.' The modal's redirect goes to /transections.\"", async ({
    page,
    sandbox,
  }) => {
    await page.goto('/withdraw');
    await amount(page).fill('150');
    await next(page).click();
    await send(page).click();
    const dialog = page.getByRole('dialog', { name: 'Thông báo' });
    await expect(
      dialog.getByText('A pending request is in process. Please try again later.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/transections$/);
    expect(await sandbox.ledger(WITHDRAW)).toHaveLength(0);
  });
});

test.describe('the withdraw page under failures (001 §8 "Signed-in withdraw (errors open a modal with an OK button)")', () => {
  test.beforeEach(async ({ loginAs }) => loginAs(PLAYERS.approved));

  /** The bank step with 150 points: what every failure below interrupts. */
  async function atBankStep(page: Page) {
    await page.goto('/withdraw');
    await amount(page).fill('150');
    await next(page).click();
    await expect(send(page)).toBeEnabled();
  }

  test('each error the upstream can answer, injected in turn: its text in a modal with OK, the page kept; the last one locks it', async ({
    page,
    sandbox,
  }) => {
    await atBankStep(page);
    const errors: Array<[number, string, string]> = [
      [400, 'LESS_THEN_MINIMUM_LIMIT', 'Withdrawal amount is below the minimum limit.'],
      [400, 'INSUFFICIENT_BALANCE', 'Insufficient balance.'],
      [401, 'DEPOSIT_REQUIRED', 'A deposit request is required before withdrawal.'],
      [400, 'Account Not Activated', 'Please activate your account first.'],
      [400, 'not enough money', 'Insufficient funds.'],
      [400, 'SOMETHING_NEW', 'An unexpected error occurred. Please try again.'],
      [400, 'PLAYER_NOT_ALLOWED_TO_WITHDRAW', 'Withdrawal is disabled. Contact support.'],
    ];
    for (const [status, message, text] of errors) {
      await sandbox.injectFault({
        method: 'POST',
        path: '/account/withdraw',
        kind: 'status',
        status,
        body: { status: false, message },
      });
      await send(page).click();
      const dialog = page.getByRole('alertdialog').filter({ hasText: text });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: /OK|Đóng/ }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/withdraw$/);
    }
    // 001 §4: the upstream refusing a locked player locks the page like the check does.
    await expect(send(page)).toBeDisabled();
    expect(await sandbox.ledger(WITHDRAW)).toHaveLength(0);
  });

  test('a slow answer (made upstream first): double tap and a third tap while it is on its way make one withdrawal', async ({
    page,
    sandbox,
  }) => {
    await settlePending(sandbox, PLAYERS.approved, 'approve');
    await atBankStep(page);
    // Made upstream at once, its answer held until the third tap is in.
    const release = await holdAnswers(page, '**/api/account/withdraw');
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/account/withdraw')) posted.push(r.url());
    });
    await send(page).dblclick();
    await send(page).click({ force: true });
    release();
    await expect(page).toHaveURL(/\/transections\?tab=withdraw$/);
    expect(posted).toHaveLength(1);
    expect(await sandbox.ledger(WITHDRAW)).toHaveLength(1);
  });
});

test('001 §4 "If the server says withdrawal is not allowed, the withdraw page shows a modal …, and the next and withdraw buttons are disabled."', async ({
  page,
  loginAs,
}) => {
  await loginAs(PLAYERS.withdrawLocked);
  await page.goto('/withdraw');
  const lock = page.getByRole('alertdialog');
  await expect(
    lock.getByText('Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.'),
  ).toBeVisible();
  await lock.getByRole('button', { name: 'Đóng' }).click();
  await expect(next(page)).toBeDisabled();
});

import type { Page } from '@playwright/test';
import { expect, PLAYERS, type Sandbox, test } from './fixtures';

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
});

import type { APIRequestContext, Page } from '@playwright/test';
import { pageDepositBody, SEED } from '@wallet/sandbox';
import { expect, PLAYERS, SANDBOX, type Sandbox, test } from './fixtures';

const rows = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
const row = (page: Page, amount: string) => rows(page).filter({ hasText: amount });

/** A deposit the player made earlier and has not paid yet (through the upstream, as the page would). */
async function pendingDeposit(
  request: APIRequestContext,
  token: string,
  method: keyof typeof SEED.payment,
  amountVnd: number,
) {
  const body = pageDepositBody(SEED.payment[method] as never, amountVnd);
  const answer = await request.post(`${SANDBOX}/api/account/deposit`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
  expect(answer.ok()).toBe(true);
}

test.describe('the transaction history (001 §2 "Transactions (/transections)")', () => {
  test.beforeEach(async ({ loginAs }) => loginAs(PLAYERS.approved));

  test('two tabs, ?tab=withdraw, the status labels of 001 §4, and rejected rows that do not open', async ({
    page,
  }) => {
    await page.goto('/transections');
    const deposit = page.getByRole('tab', { name: 'Nạp Tiền' });
    const withdraw = page.getByRole('tab', { name: 'Rút Tiền' });
    await expect(deposit).toHaveAttribute('aria-selected', 'true');
    // "In the transaction list only the amount text is grouped with thousands separators."
    await expect(row(page, '1,000,000')).toContainText('Đã phê duyệt');
    await expect(row(page, '500,000')).toContainText('Đang xử lý');
    await expect(row(page, '200,000')).toContainText('Từ chối');
    // "Clicking a row opens /transections/{id}, except rejected rows (is_approved 2)"
    await expect(row(page, '200,000').getByRole('link')).toHaveCount(0);
    await expect(row(page, '1,000,000').getByRole('link')).toHaveCount(1);

    await withdraw.click();
    await expect(page).toHaveURL(/\/transections\?tab=withdraw$/);
    await expect(row(page, '900,000')).toContainText('Đang chờ');
    await expect(row(page, '600,000')).toContainText('Đang xử lý');
    await expect(row(page, '300,000')).toContainText('Đã phê duyệt');
    await expect(row(page, '150,000').getByRole('link')).toHaveCount(0);

    // A reload keeps the tab the address names.
    await page.reload();
    await expect(withdraw).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, '900,000')).toContainText('Đang chờ');
  });

  test('the detail of an approved deposit is a read-only list; the back arrow returns to the history', async ({
    page,
  }) => {
    await page.goto('/transections');
    await row(page, '1,000,000').getByRole('link').click();
    await expect(page).toHaveURL(/\/transections\/\d+$/);
    const main = page.getByRole('main');
    await expect(main).toContainText('Đã phê duyệt');
    await expect(main).toContainText('1,000,000');
    await expect(main.getByRole('img', { name: 'Mã QR chuyển khoản' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'QUAY LẠI' }).click();
    await expect(page).toHaveURL(/\/transections$/);
  });

  test('a pending QR deposit shows its QR, the three copy buttons and the warning; a pending redirect deposit its payment page', async ({
    page,
    request,
    sandbox,
  }) => {
    const token = await sandbox.tokenFor(PLAYERS.approved);
    await pendingDeposit(request, token, 'bankTransfer', 700_000);
    await page.goto('/transections');
    // "After deposit steps the player is sent to /transections": the newest is on top.
    await expect(rows(page).first()).toContainText('700,000');
    await expect(rows(page).first()).toContainText('Đang chờ');
    await rows(page).first().getByRole('link').click();
    const details = page.getByRole('region', { name: 'Thông tin chuyển khoản' });
    await expect(details.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeVisible();
    await expect(details.getByRole('button', { name: /^Sao chép/ })).toHaveCount(3);
    await expect(details.getByRole('note')).toContainText('nội dung chuyển khoản');

    // The same player's redirect deposit, once the first is settled (one pending deposit at a time).
    await sandbox.settle(await latestId(sandbox), 'approve');
    await pendingDeposit(request, token, 'ewallet', 800_000);
    await page.goto(`/transections/${await latestId(sandbox)}`);
    await expect(page.locator('iframe[title="Trang thanh toán"]')).toBeVisible();
  });
});

/** The id of the newest transaction of the seeded player, from the sandbox's console API. */
async function latestId(sandbox: Sandbox): Promise<number> {
  const [latest] = await sandbox.transactions({ phone: PLAYERS.approved });
  return latest!.id;
}

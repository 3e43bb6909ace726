import type { Page } from '@playwright/test';
import { approveInConsole, expect, PLAYERS, test } from './fixtures';
import { readVietQr, scanQr } from './vietqr';

const DEPOSIT = 'POST /account/deposit';

/** /deposit as the seeded player, once step 1 can be filled. */
async function openDeposit(page: Page, path = '/deposit') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Nạp Tiền' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Số tiền', exact: true })).toBeEditable();
}

/** Taps a choice card as a finger does (its radio is drawn as the card), then sees it chosen. */
async function choose(page: Page, group: string, name: string) {
  const choices = page.getByRole('group', { name: group });
  await choices.locator('label').filter({ hasText: name }).click();
  await expect(choices.getByRole('radio', { name })).toBeChecked();
}
const amount = (page: Page) => page.getByRole('textbox', { name: 'Số tiền', exact: true });
const submit = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Nạp Tiền/ });

test.describe('the deposit page (000 §2 "Deposit page (/deposit, optional query initial), title \'Nạp Tiền\', three modes")', () => {
  test.beforeEach(async ({ loginAs }) => loginAs(PLAYERS.approved));

  test('a QR deposit: a scannable VietQR in step 2, approved in the console, then the history shows it approved on top', async ({
    page,
    sandbox,
  }) => {
    // The status poll runs every 10 s: the approval is seen within one tick.
    test.slow();
    await openDeposit(page);
    await amount(page).fill('100');
    await amount(page).press('Enter');
    // 000 §5 "An out-of-range value opens a tooltip showing 'min ~ max'."
    await expect(page.getByRole('alert').filter({ hasText: '500 ~ 150,000' })).toBeVisible();
    expect(await sandbox.ledger(DEPOSIT)).toHaveLength(0);

    await amount(page).fill('600');
    await submit(page).click();
    const step2 = page.getByRole('region', { name: 'Thông tin nạp tiền' });
    await expect(step2).toBeVisible();
    const [made, ...more] = await sandbox.ledger(DEPOSIT);
    expect(more).toHaveLength(0);
    // 000 §1 "The value sent is the typed amount multiplied by 1000."
    expect(made).toMatchObject({ phone: PLAYERS.approved, amount: 600_000 });

    // What a banking app reads from the picture on the screen.
    const qr = readVietQr(await scanQr(step2.getByRole('img', { name: 'Mã QR chuyển khoản' })));
    expect(qr).toMatchObject({
      bin: '970436', // Vietcombank's NAPAS BIN
      amount: '600000',
      currency: '704',
      content: made!.ref,
      crcValid: true,
    });
    await expect(step2.getByText(qr.account)).toBeVisible();
    await expect(step2.getByText(made!.ref)).toBeVisible();
    await expect(step2.getByText('600,000')).toBeVisible();
    await expect(step2.getByRole('button', { name: /^Sao chép/ })).toHaveCount(3);

    await approveInConsole(page, made!.ref);
    // 000 §4 "step2 … poll the transaction status every 10 seconds and go to /transections once the status is true."
    await expect(page).toHaveURL(/\/transections$/, { timeout: 25_000 });
    const first = page.getByRole('listitem').first();
    await expect(first).toContainText('600,000');
    await expect(first).toContainText('Đã phê duyệt');
  });

  test('a redirect deposit: the payment page in its frame, paid there, then the history shows it processing', async ({
    page,
    sandbox,
  }) => {
    test.slow();
    await openDeposit(page);
    await choose(page, 'Nhà cung cấp', 'Ví điện tử');
    await amount(page).fill('500');
    await submit(page).click();

    const frame = page.frameLocator('iframe[title="Trang thanh toán"]');
    await frame.getByRole('button', { name: 'Thanh toán' }).click();
    await expect(frame.getByText('Đã thanh toán. Giao dịch đang chờ duyệt.')).toBeVisible();
    expect(await sandbox.ledger(DEPOSIT)).toHaveLength(1);
    await expect(page).toHaveURL(/\/transections$/, { timeout: 25_000 });
    const first = page.getByRole('listitem').first();
    await expect(first).toContainText('500,000');
    await expect(first).toContainText('Đang xử lý');
  });

  test('AUTO_APPROVED: a second tap after the answer, while home is still loading, makes no second deposit', async ({
    page,
    sandbox,
  }) => {
    await openDeposit(page);
    await page.route(/\/assets\/HomePage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await choose(page, 'Nhà cung cấp', 'Thẻ cào');
    await amount(page).fill('1000');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/account/deposit'));
    await submit(page).click();
    await answered;
    await submit(page)
      .click({ force: true, timeout: 1000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/$/);
    expect(await sandbox.ledger(DEPOSIT)).toHaveLength(1);
  });
});

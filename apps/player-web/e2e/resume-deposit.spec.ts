import {
  ANDROID_USER_AGENT,
  announcementsSeen,
  approveInConsole,
  expect,
  PLAYERS,
  test,
} from './fixtures';
import { depositStep2 } from './deposit-step2';
import { lookAt } from './look-at';

// Issue 47, done when: "A browser test: a deposit left, the tab closed, a new tab opens home,
// 'Tiếp tục thanh toán' leads to the QR; then approved, the receipt shows." On an Android phone,
// where the player leaves for the bank app.
test.use({ userAgent: ANDROID_USER_AGENT });
test.beforeEach(async ({ loginAs }) => loginAs(PLAYERS.approved));

test('a deposit left with its tab closed is found again from home on a new tab, paid from its QR, and its receipt shows once approved', async ({
  page,
  context,
  sandbox,
}) => {
  const { content } = await depositStep2(page, () => sandbox.ledger('POST /account/deposit'));
  await page.close();

  const again = await context.newPage();
  await announcementsSeen(again);
  await again.goto('/');
  const card = again.getByRole('region', { name: 'Lệnh nạp tiền đang chờ thanh toán' });
  await expect(card).toContainText('600,000 VND');
  await lookAt(again, { name: 'home with a waiting deposit', playerName: true, figures: true });
  // /deposit shows it instead of the form.
  await again.goto('/deposit');
  await expect(
    again.getByRole('region', { name: 'Lệnh nạp tiền đang chờ thanh toán' }),
  ).toContainText('600,000 VND');
  await lookAt(again, { name: 'deposit with a waiting deposit', playerName: true, figures: true });
  await again.goto('/');

  await card.getByRole('link', { name: 'Tiếp tục thanh toán' }).click();
  await expect(again).toHaveURL(/\/transections\/\d+$/);
  const step2 = again.getByRole('region', { name: 'Thông tin nạp tiền' });
  await expect(step2.getByRole('img', { name: 'Mã QR chuyển khoản' })).toBeVisible();
  await expect(step2.getByText(content)).toBeVisible();
  await expect(again.getByRole('button', { name: 'Mở ứng dụng ngân hàng' })).toBeVisible();
  expect(await again.evaluate(() => window.scrollY)).toBe(0);
  // Nothing was sent again on the way back.
  expect(await sandbox.ledger('POST /account/deposit')).toHaveLength(1);

  await approveInConsole(again, content);
  // The detail's status check (every 10 s) sees the approval: the history, and the receipt over it.
  const receipt = again.getByRole('dialog', { name: 'Nạp tiền thành công' });
  await expect(receipt).toBeVisible({ timeout: 20_000 });
  await expect(again).toHaveURL(/\/transections$/);
  await expect(receipt).toContainText('600,000 VND');
  await expect(receipt).toContainText(content);
  await expect(receipt.getByText('Số dư ví chính sau giao dịch')).toBeVisible();
  await expect(receipt).not.toContainText('Đang cập nhật…');
  await lookAt(again, { name: 'the receipt of an approved deposit', figures: true });

  await receipt.getByRole('button', { name: 'Xem lịch sử giao dịch' }).click();
  await expect(receipt).toBeHidden();
  await again.reload();
  await expect(again.getByRole('tab', { name: 'Nạp Tiền' })).toBeVisible();
  await expect(receipt).toBeHidden();

  // The history's detail of that deposit is its receipt too.
  await again.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(again.getByRole('region', { name: 'Nạp tiền thành công' })).toContainText(
    '600,000 VND',
  );
  expect(await again.evaluate(() => window.scrollY)).toBe(0);
  await lookAt(again, {
    name: "the receipt in the history's detail",
    playerName: true,
    figures: true,
  });
});

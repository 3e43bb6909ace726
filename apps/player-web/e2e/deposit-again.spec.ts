import { ANDROID_USER_AGENT, announcementsSeen, expect, PLAYERS, test } from './fixtures';
import { lookAt } from './look-at';

// Issue 47 §4 "From home, a player who deposited before reaches the bank app with the transfer
// filled in in at most three taps: one to a deposit form filled with their last method, bank and
// amount ('Nạp lại 600K', changeable), one to send it, one on the remembered app."
test.use({ userAgent: ANDROID_USER_AGENT });
test.beforeEach(async ({ loginAs, page }) => {
  await loginAs(PLAYERS.approved);
  await announcementsSeen(page);
});

test('a returning player: home, then three taps to MB Bank with the transfer filled in', async ({
  page,
  sandbox,
}) => {
  const opened: URL[] = [];
  await page.route('https://dl.vietqr.io/**', async (route) => {
    opened.push(new URL(route.request().url()));
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>MB Bank</title>',
    });
  });

  // The first deposit, as the spec describes it: to MB Bank's account, opened in MB Bank's app.
  await page.goto('/deposit');
  // A choice card is tapped as a finger does: its radio is drawn as the card.
  const banks = page.getByRole('group', { name: 'Ngân hàng' });
  await banks.locator('label').filter({ hasText: 'MB Bank' }).click();
  await expect(banks.getByRole('radio', { name: 'MB Bank' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Số tiền', exact: true }).fill('600');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Nạp Tiền/ })
    .click();
  await page.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^MB Bank/ })
    .click();
  await expect.poll(() => opened.length).toBe(1);
  const [first] = await sandbox.ledger('POST /account/deposit');
  await sandbox.settle(first!.ref, 'approve');

  // Another day: home.
  await page.goto('/');
  const again = page.getByRole('link', { name: 'Nạp lại 600K' });
  await expect(again).toBeVisible();
  await lookAt(page, { name: 'home with the last deposit offered again', playerName: true });

  await again.click(); // 1
  await expect(page.getByRole('textbox', { name: 'Số tiền', exact: true })).toHaveValue('600');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Nạp Tiền/ })
    .click(); // 2
  await page.getByRole('link', { name: 'Mở MB Bank' }).click(); // 3
  await expect.poll(() => opened.length).toBe(2);

  const [, made] = await sandbox.ledger('POST /account/deposit');
  const link = opened[1]!.searchParams;
  expect(link.get('app')).toBe('mb');
  expect(link.get('am')).toBe('600000');
  expect(link.get('tn')).toBe(made!.ref);
  expect(link.get('ba')).toMatch(/^\w+@mb$/);
});

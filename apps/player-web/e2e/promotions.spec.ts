import type { Page } from '@playwright/test';
import { expect, PLAYERS, test } from './fixtures';

/** The sandbox's promotions start at Vietnamese midnight of the seed day, offset by whole days. */
function vnDate(offsetDays: number): string {
  const day = new Date(Date.now() + 7 * 3_600_000);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  const dd = String(day.getUTCDate()).padStart(2, '0');
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${day.getUTCFullYear()}`;
}

const list = (page: Page) => page.getByRole('main');

test.describe('promotions (000 §2 "Promotions (/promotions)")', () => {
  test('"a card list of promotion images. Tapping one opens a popup with image, title, date range and HTML body"', async ({
    page,
  }) => {
    await page.goto('/promotions');
    const cards = list(page).getByRole('button');
    await expect(cards).toHaveText([
      'Thưởng nạp đầu 100%',
      'Hoàn trả hằng ngày 1.5%',
      'Đá gà: thưởng chuỗi thắng',
    ]);
    await expect(cards.first().locator('img')).toHaveAttribute('src', /promotions\/nap-dau\.svg$/);
    await cards.first().click();
    const popup = page.getByRole('dialog', { name: 'Thưởng nạp đầu 100%' });
    await expect(popup).toBeVisible();
    await expect(popup.locator('img').first()).toHaveAttribute('src', /promotions\/nap-dau\.svg$/);
    // "dates in the Vietnamese locale": from 30 days ago to 30 days ahead.
    await expect(popup.getByText(`${vnDate(-30)} - ${vnDate(30)}`)).toBeVisible();
    await expect(popup.getByText(/Nạp lần đầu tối thiểu/)).toBeVisible();
    await expect(popup.locator('b', { hasText: '500K' })).toBeVisible();
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();
  });

  test('"A promotion with no end date shows \'Dài hạn\' (long term)"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/promotions');
    await list(page).getByRole('button', { name: 'Hoàn trả hằng ngày 1.5%' }).click();
    const popup = page.getByRole('dialog', { name: 'Hoàn trả hằng ngày 1.5%' });
    // Beside its start date (issue 24 §7).
    await expect(popup.getByText(/^\d{2}\/\d{2}\/\d{4} - Dài hạn$/)).toBeVisible();
    await expect(popup.getByRole('listitem')).toHaveText(['Nổ hũ', 'Bắn cá']);
  });

  test('"An empty list shows \'Không tìm thấy khuyến mãi nào\'"', async ({ page, sandbox }) => {
    await sandbox.injectFault({
      path: '/api/get_all_promotions',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, response: [] },
    });
    await page.goto('/promotions');
    await expect(list(page).getByText('Không tìm thấy khuyến mãi nào')).toBeVisible();
  });

  test('a failed load says why with a retry, not "Không tìm thấy khuyến mãi nào" (docs/decisions.md on 001 §8 "A failed list fetch shows an empty state.")', async ({
    page,
    sandbox,
  }) => {
    await sandbox.injectFault({
      path: '/api/get_all_promotions',
      times: 4,
      kind: 'status',
      status: 500,
    });
    await page.goto('/promotions');
    await expect(page.getByRole('alert')).toContainText(
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    );
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    await expect(page.getByText('Không tìm thấy khuyến mãi nào')).toHaveCount(0);
  });
});

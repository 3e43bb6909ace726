import type { Page } from '@playwright/test';
import { expect, PLAYERS, test } from './fixtures';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Thông báo/ });

test.describe('/notifications (001 §2, §7, §8, §9)', () => {
  test('"a list with title, relative time and message; unread and read items are styled differently"', async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/notifications');

    const items = page.getByRole('article');
    await expect(items).toHaveCount(4);
    const item = (title: string) => items.filter({ hasText: title });

    // "Notification times are shown as UTC relative distance from now" (seeded 1 hour, 2, 10, 20 days ago).
    await expect(item('Yêu cầu rút tiền')).toContainText(
      'Yêu cầu rút 900.000 VND đang được xử lý.',
    );
    await expect(item('Yêu cầu rút tiền')).toContainText('khoảng 1 giờ trước');
    await expect(item('Khuyến mãi mới')).toContainText('Hoàn trả 1.5% mỗi ngày cho mọi trò chơi.');
    await expect(item('Khuyến mãi mới')).toContainText('2 ngày trước');
    await expect(item('Nạp tiền thành công')).toContainText('10 ngày trước');
    await expect(item('Chào mừng')).toContainText('Chào mừng bạn đến với Sao Việt!');
    await expect(item('Chào mừng')).toContainText('20 ngày trước');

    // Unread ones are marked for sight (class) and for screen readers ('Chưa đọc: ' in the title).
    for (const title of ['Yêu cầu rút tiền', 'Khuyến mãi mới']) {
      await expect(item(title)).toHaveClass(/is-unread/);
      await expect(page.getByRole('heading', { name: `Chưa đọc: ${title}` })).toBeVisible();
    }
    for (const title of ['Nạp tiền thành công', 'Chào mừng']) {
      await expect(item(title)).not.toHaveClass(/is-unread/);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
  });

  test('"notifications are marked as read upon opening the inbox": the header bell\'s count goes from 2 to none', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto('/promotions');
    await expect(bell(page)).toHaveText(/2/);
    await expect(bell(page)).toHaveAccessibleName(/tin chưa đọc/);

    const marked = page.waitForRequest(
      (r) => r.url().includes('/player/notifications/mark_as_read') && r.method() === 'PUT',
    );
    await bell(page).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await marked;
    // The list keeps the state it was fetched with.
    await expect(page.getByRole('article').filter({ hasText: 'Khuyến mãi mới' })).toHaveClass(
      /is-unread/,
    );
    await expect(bell(page)).toHaveAccessibleName('Thông báo');

    // Away and back (a page with the header and no popups): no badge, and every item now reads as read.
    await page.goto('/promotions');
    await expect(bell(page)).toHaveAccessibleName('Thông báo');
    await expect(bell(page)).not.toHaveText(/\d/);
    await bell(page).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.locator('.is-unread')).toHaveCount(0);

    expect((await sandbox.player(PLAYERS.approved)).unread).toBe(0);
  });

  test('"The empty state is \'no new messages\'"', async ({ page, loginAs, sandbox }) => {
    await loginAs(PLAYERS.approved);
    await sandbox.injectFault({
      path: '/api/player/notifications',
      method: 'GET',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, data: [] },
    });
    await page.goto('/notifications');
    await expect(page.getByText('no new messages')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a failing inbox says why in place with a retry, never "no new messages", and no popup (docs/decisions.md on 001 §8 "Notification (inbox) failures are silently ignored")', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await loginAs(PLAYERS.approved);
    // 500 four times: the first try and the three retries of the client defaults.
    await sandbox.injectFault({
      path: '/api/player/notifications',
      method: 'GET',
      times: 4,
      kind: 'status',
      status: 500,
    });
    await page.goto('/notifications');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    );
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    await expect(page.getByText('no new messages')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test('a visitor opening /notifications lands on /login ("no auth token redirects to /login")', async ({
  page,
}) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login$/);
});

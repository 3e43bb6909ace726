import type { Page } from '@playwright/test';
import { announcementsSeen, expect, PLAYERS, SANDBOX, test } from './fixtures';

/** Counts the page's upstream calls by path (e.g. '/api/get_all_promotions'). */
function upstreamCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SANDBOX || request.method() === 'OPTIONS') return;
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
  });
  return calls;
}

// Issue 15: "preload the chunk of the route being opened": a screen's first calls start with its
// code, and the screen, mounting a moment later, uses those answers instead of asking again.
test.describe('a screen opened straight asks each of its calls once', () => {
  test.beforeEach(async ({ page }) => announcementsSeen(page));

  test('/deposit: the payment methods and the deposit permission', async ({ page, loginAs }) => {
    await loginAs(PLAYERS.approved);
    const calls = upstreamCalls(page);
    await page.goto('/deposit');
    await expect(page.getByRole('textbox', { name: 'Số tiền', exact: true })).toBeEditable();
    // Counted once nothing more is on its way: a second ask would be too.
    await page.waitForLoadState('networkidle');
    expect(calls.get('/api/bank/get_payment_category_details')).toBe(1);
    expect(calls.get('/api/player/check/allow/deposit')).toBe(1);
  });

  test('/withdraw: the permission, the limits and the banks', async ({ page, loginAs }) => {
    await loginAs(PLAYERS.approved);
    const calls = upstreamCalls(page);
    await page.goto('/withdraw');
    await expect(page.getByRole('main').getByRole('button', { name: 'Tiếp theo' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.get('/api/player/check/allow/withdraw')).toBe(1);
    expect(calls.get('/api/public/get/withdraw_limits')).toBe(1);
    expect(calls.get('/api/player/active/banks')).toBe(1);
  });

  test('/promotions: the list', async ({ page }) => {
    const calls = upstreamCalls(page);
    await page.goto('/promotions');
    await expect(page.getByRole('button', { name: 'Thưởng nạp đầu 100%' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.get('/api/get_all_promotions')).toBe(1);
  });

  test("a visitor sent from /deposit to /login asks none of the deposit screen's calls", async ({
    page,
  }) => {
    const calls = upstreamCalls(page);
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect(calls.get('/api/bank/get_payment_category_details')).toBeUndefined();
    expect(calls.get('/api/player/check/allow/deposit')).toBeUndefined();
  });
});

import type { Page } from '@playwright/test';
import { expect, PASSWORD, PLAYERS, test } from './fixtures';
import { fillLogin } from './forms';

// Issue 10 §1 in the browser: a tap after the answer, while the next page loads, sends nothing
// (each form's mistake, correction and one request are its page tests and one browser test in its
// own spec).

/** How many requests the page has sent to `path`. */
function counter(page: Page, method: string, path: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

test('login: a second tap after the answer, while home is still loading, sends nothing', async ({
  page,
}) => {
  const login = counter(page, 'POST', '/api/login_user');
  // Home's code arrives late (a slow phone network): the login page is still shown after the answer.
  await page.route(/\/assets\/HomePage-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await fillLogin(page, PLAYERS.approved, PASSWORD);
  const submit = page.getByRole('main').getByRole('button', { name: 'Đăng Nhập' });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/login_user'));
  await submit.click();
  await answered;
  await submit.click({ force: true, timeout: 1000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/$/);
  expect(login.count).toBe(1);
});

import { expect, test, TRACKER } from './fixtures';

// The route table, the header and footer, the bottom navigation's items, the loading overlay and
// the session's rules are page tests (src/app/routes.test.tsx, src/app/AppLayout.test.tsx). Only a
// browser opens a new window.

test.describe('bottom navigation (000 §2, 001 §2)', () => {
  test('"\'Hỗ Trợ\' (an external live-chat link opened in a new window)"', async ({
    page,
    context,
  }) => {
    await page.goto('/game-links');
    const support = page.getByRole('link', { name: 'Hỗ Trợ' });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', /noopener/);
    const [chat] = await Promise.all([context.waitForEvent('page'), support.click()]);
    await expect(chat).toHaveURL(`${TRACKER}/__sandbox/live-chat`);
    await expect(chat.getByRole('heading', { name: /Chăm sóc khách hàng/ })).toBeVisible();
    // noopener: the chat window cannot reach back into the wallet.
    expect(await chat.evaluate(() => window.opener)).toBeNull();
  });
});

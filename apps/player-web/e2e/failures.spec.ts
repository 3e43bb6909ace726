import { announcementsSeen, expect, test } from './fixtures';

// Issue 10 §4 "Failures say what happened" is proven in page tests (src/app/failures.test.tsx);
// here is what only a browser shows: which hosts the page really talks to.

test.describe('the API origin (issue 10 §7)', () => {
  test('a tracker answer naming a plain-http host is refused with a clear text, and nothing is sent there', async ({
    page,
    sandbox,
  }) => {
    await announcementsSeen(page);
    const hosts = new Set<string>();
    page.on('request', (request) => void hosts.add(new URL(request.url()).host));
    await sandbox.injectFault({
      path: '/tracker',
      times: 1,
      kind: 'status',
      status: 200,
      body: { url: 'http://upstream.example' },
    });
    await page.goto('/');
    await expect(page.getByRole('alertdialog')).toContainText(
      'Không thể kết nối an toàn tới máy chủ. Vui lòng liên hệ Chăm sóc khách hàng.',
    );
    expect(hosts.has('upstream.example')).toBe(false);
  });
});

import { announcementsSeen, expect, holdAnswers, PLAYERS, SITE, test } from './fixtures';

// Home's rules and messages are page tests (src/features/home/HomePage.test.tsx); here is what only
// a browser shows: the clipboard, pictures arriving over the network, and the real CSP.

test.describe('home as a player (000 §2)', () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await announcementsSeen(page);
    await loginAs(PLAYERS.approved);
  });

  test('"when logged in, an \'Invite\' tile": it copies the register link with the referral id', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A phone without a share sheet: the link is copied.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Truy cập nhanh' })
      .getByRole('button', { name: 'Invite' })
      .click();
    await expect(
      page
        .getByRole('region', { name: 'Truy cập nhanh' })
        .getByText('Đã sao chép link mời bạn bè.'),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${SITE}/register?ag_id=1001`,
    );
  });
});

test.describe('the announcement popup (000 §2)', () => {
  test('opens once its pictures have arrived, so it never grows and jumps as they come in', async ({
    page,
  }) => {
    // The content's picture (upstream HTML: a width, no height) is held back until released.
    const release = await holdAnswers(page, '**/__sandbox/assets/banners/bao-tri.svg');
    await page.goto('/');
    await expect(page.getByText('LOADING...')).toBeHidden();
    const popup = page.getByRole('dialog', { name: 'Thông báo' });
    await expect(popup).toBeHidden();
    release();
    await expect(popup.getByRole('heading', { name: 'Thông báo bảo trì' })).toBeVisible();
    const picture = popup.getByRole('img', { name: 'Bảo trì', exact: true });
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test.describe('hostile HTML', () => {
    // The sanitizer's inert parse makes Chromium report each inline handler the policy refuses;
    // any other violation still fails the test.
    test.use({ allowedCspViolations: [/script-src-attr|inline event handler/] });

    test('an announcement carrying script and event-handler payloads runs none of them', async ({
      page,
      sandbox,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await sandbox.injectFault({
        path: '/api/player/announcements',
        times: 1,
        kind: 'status',
        status: 200,
        body: {
          status: true,
          data: [
            {
              id: 9,
              title: 'Tin mới <img src=x onerror="window.__xss=1;alert(1)">',
              content:
                '<p>Nội dung an toàn</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script><a href="javascript:window.__xss=3;alert(3)">bấm vào đây</a><svg onload="window.__xss=4;alert(4)"></svg><iframe src="javascript:alert(5)"></iframe>',
              image_url: null,
              url: null,
              is_redirect: 0,
            },
          ],
        },
      });
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: 'Thông báo' });
      await expect(popup.getByText('Nội dung an toàn')).toBeVisible();
      // The title is text: its markup is shown, never parsed.
      await expect(popup.getByRole('heading', { level: 3 })).toHaveText(
        'Tin mới <img src=x onerror="window.__xss=1;alert(1)">',
      );
      // The policy would refuse the handlers anyway: what reaches the page carries none of them.
      await expect(
        popup.locator('[onerror], [onload], script, iframe, a[href^="javascript:"]'),
      ).toHaveCount(0);
      await popup.getByText('bấm vào đây').click();
      await expect(popup.getByText('Nội dung an toàn')).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      ).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  });
});

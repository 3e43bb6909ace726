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
  // Markup in an announcement is cleaned before it reaches the page: HomePage.test.tsx; the policy's
  // Trusted Types refusing a plain string in the browser: deploy-nginx.spec.ts.
});

// Issue 48 §2: "the category and game pictures on the first screen are as few as the screen
// shows". Where a tile is on the phone's screen is layout, which only a browser has.
test.describe("home's game pictures", () => {
  test.beforeEach(async ({ page }) => announcementsSeen(page));

  test('are asked for as the tiles come on screen, not before', async ({ page }) => {
    const asked = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/assets/games/')) asked.add(path);
    });
    await page.goto('/');
    await expect(page.locator('.ui-game-tile img[src]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const tiles = () =>
      page.locator('.ui-game-tile img').evaluateAll((pictures) =>
        pictures.map((picture) => {
          const box = picture.getBoundingClientRect();
          return {
            src: picture.getAttribute('src'),
            onScreen: box.bottom > 0 && box.top < window.innerHeight,
          };
        }),
      );
    const first = await tiles();
    expect(first.filter((tile) => !tile.onScreen).length).toBeGreaterThan(0);
    for (const tile of first) expect(tile.src !== null).toBe(tile.onScreen);
    expect(asked.size).toBe(first.filter((tile) => tile.onScreen).length);

    await page.locator('.ui-game-tile').last().scrollIntoViewIfNeeded();
    await expect(page.locator('.ui-game-tile img').last()).toHaveAttribute('src', /\/games\//);
  });
});

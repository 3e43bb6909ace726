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
    // Which tiles have ever been on the screen, seen as the page sees it from its first frame: on a
    // busy machine the list can move while the page loads, so "on screen now" is not enough.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as { seenTiles?: Set<string> }).seenTiles = seen;
      const watch = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) seen.add(entry.target.textContent ?? '');
        }
      });
      new MutationObserver(() => {
        for (const tile of document.querySelectorAll('.ui-game-tile')) watch.observe(tile);
      }).observe(document, { childList: true, subtree: true });
    });
    const asked = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/assets/games/')) asked.add(path);
    });
    await page.goto('/');
    await expect(page.locator('.ui-game-tile img[src]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const tiles = await page.locator('.ui-game-tile').evaluateAll((buttons) =>
      buttons.map((button) => ({
        src: button.querySelector('img')?.getAttribute('src') ?? null,
        seen: (window as { seenTiles?: Set<string> }).seenTiles!.has(button.textContent ?? ''),
      })),
    );
    // A picture only for a tile that came on screen; tiles below it wait, and none asked twice.
    expect(tiles.filter((tile) => tile.src !== null && !tile.seen)).toEqual([]);
    expect(tiles.filter((tile) => tile.src === null && !tile.seen).length).toBeGreaterThan(0);
    expect(asked.size).toBe(tiles.filter((tile) => tile.src !== null).length);

    await page.locator('.ui-game-tile').last().scrollIntoViewIfNeeded();
    await expect(page.locator('.ui-game-tile img').last()).toHaveAttribute('src', /\/games\//);
  });
});

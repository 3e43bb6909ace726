import type { Page } from '@playwright/test';
import { announcementsSeen, expect, PLAYERS, test } from './fixtures';
import { figures, names, tileRows } from './layout-checks';

// Issue 37 §5 "Visible on a 360 px phone": only a browser lays text out. Each page is measured once
// what it shows has arrived; the checks themselves are in layout-checks.ts.

const main = (page: Page) => page.getByRole('main');

interface Screen {
  name: string;
  path: string;
  /** Waits for what the page shows once its data has come. */
  shown: (page: Page) => Promise<void>;
  /** The page has tiles side by side (history has rows, not tiles). */
  tiles: boolean;
  /** The header shows the player's name (the account page has a bar of its own). */
  playerName: boolean;
}

const PAGES: Screen[] = [
  {
    name: 'home',
    path: '/',
    shown: async (page) => {
      await expect(page.getByRole('region', { name: 'Truy cập nhanh' })).toContainText('5,000K');
      await expect(page.getByRole('button', { name: 'Aztec Treasure' })).toBeVisible();
    },
    tiles: true,
    playerName: true,
  },
  {
    name: 'all wallets',
    path: '/profile/all-wallet',
    shown: async (page) => {
      await expect(main(page).getByRole('listitem').filter({ hasText: 'Baccarat' })).toContainText(
        '800',
      );
      await expect(main(page).getByText('Đang tải số dư')).toHaveCount(0);
    },
    tiles: true,
    playerName: true,
  },
  {
    name: 'profile',
    path: '/profile',
    shown: async (page) => {
      await expect(main(page)).toContainText('5,000K');
      await expect(main(page).getByRole('link', { name: 'Tất cả ví' })).toBeVisible();
    },
    tiles: true,
    playerName: false,
  },
  {
    name: 'deposit',
    path: '/deposit',
    shown: async (page) => {
      await expect(main(page).getByText('Vietcombank')).toBeVisible();
      await expect(main(page).getByRole('button', { name: '500K' })).toBeVisible();
    },
    tiles: true,
    playerName: true,
  },
  {
    name: 'history',
    path: '/transections',
    shown: async (page) => {
      await expect(main(page).getByRole('listitem').first()).toContainText('VND');
      await expect(main(page)).toContainText('+700,000 VND');
    },
    tiles: false,
    playerName: true,
  },
];

for (const width of [360, 390]) {
  test.describe(`at ${width} px wide (issue 37 §5)`, () => {
    // Moving, as on most phones: the moving marquee's layout is the one to look at.
    test.use({ viewport: { width, height: 844 }, reducedMotion: 'no-preference' });
    test.beforeEach(async ({ page, loginAs }) => {
      await announcementsSeen(page);
      await loginAs(PLAYERS.approved);
    });

    for (const { name, path, shown, tiles, playerName } of PAGES) {
      test(`${name}: every figure on one line with its unit, tiles of a row one height, names cut only past two lines`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByText('LOADING...')).toBeHidden();
        await shown(page);
        if (playerName) {
          await expect(page.getByRole('banner')).toContainText(PLAYERS.approved);
        }
        await page.evaluate(() => document.fonts.ready);

        // Soft: one run names every figure, row and name that is wrong, not just the first kind.
        const money = await figures(page);
        expect(money.seen.length, 'figures found').toBeGreaterThan(0);
        expect.soft(money.broken, 'a figure and its unit on two lines').toEqual([]);

        const rows = await tileRows(page);
        if (tiles) expect(rows.rows, 'rows of tiles found').toBeGreaterThan(0);
        expect.soft(rows.uneven, 'tiles of one row in different heights').toEqual([]);

        const shownNames = await names(page);
        if (playerName) expect(shownNames.seen).toContain(PLAYERS.approved);
        expect.soft(shownNames.cut, 'names cut though two lines would hold them').toEqual([]);
      });
    }
  });
}

import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ANDROID_USER_AGENT, announcementsSeen, expect, PLAYERS, test } from './fixtures';
import { depositStep2 } from './deposit-step2';
import { geometry } from './geometry';
import { figures, names, tileRows } from './layout-checks';
import { AGENT_SITE } from './ports';

// Issue 37 §5 "Visible on a 360 px phone" and issue 46 §2 "A check that looks at every screen":
// only a browser lays text out. Each screen is measured once what it shows has arrived, at 360×740
// and 390×844 on an Android phone's agent; the checks are in layout-checks.ts and geometry.ts.

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
  /** The screen shows amounts (false for a form with none). */
  figures?: boolean;
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

/** A 360×740 phone, then a 390×844 one: each screen is loaded once and looked at in both. */
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** Every check, at both sizes; soft, so one run names everything wrong on the screen. */
async function lookAt(page: Page, screen: Omit<Screen, 'path' | 'shown'>) {
  // What the player sees, not the spec's 3 s loading overlay over it.
  await expect(page.getByText('LOADING...')).toBeHidden();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const at = `${screen.name} at ${size.width} px`;
    const money = await figures(page);
    if (screen.figures !== false)
      expect(money.seen.length, `${at}: figures found`).toBeGreaterThan(0);
    expect.soft(money.broken, `${at}: a figure and its unit on two lines`).toEqual([]);

    const rows = await tileRows(page);
    if (screen.tiles) expect(rows.rows, `${at}: rows of tiles found`).toBeGreaterThan(0);
    expect.soft(rows.uneven, `${at}: tiles of one row in different heights`).toEqual([]);

    const shownNames = await names(page);
    if (screen.playerName) expect(shownNames.seen, at).toContain(PLAYERS.approved);
    expect.soft(shownNames.cut, `${at}: names cut though two lines would hold them`).toEqual([]);

    expect.soft(await geometry(page), `${at}: what the screen draws (issue 46 §2)`).toEqual([]);
    // `pnpm shots`: the screen as drawn, for a person to look at before a release.
    if (process.env.SHOTS) {
      const file = `${screen.name.replaceAll(' ', '-')}-${size.width}x${size.height}.png`;
      await page.screenshot({ path: join(process.env.SHOTS, file), fullPage: true });
    }
  }
}

// Moving, as on most phones: the moving marquee's layout is the one to look at.
test.use({ viewport: SIZES[0], reducedMotion: 'no-preference', userAgent: ANDROID_USER_AGENT });

test.describe("a player's screens on a phone (issue 37 §5, issue 46 §2)", () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await announcementsSeen(page);
    await loginAs(PLAYERS.approved);
  });

  for (const screen of PAGES) {
    test(`${screen.name}: figures with their units, even tiles, names and every word whole, nothing cut, wide or small`, async ({
      page,
    }) => {
      await page.goto(screen.path);
      await expect(page.getByText('LOADING...')).toBeHidden();
      await screen.shown(page);
      if (screen.playerName) {
        await expect(page.getByRole('banner')).toContainText(PLAYERS.approved);
      }
      await lookAt(page, screen);
    });
  }

  test("deposit step 2: the QR, the bank-app button and the transfer's details", async ({
    page,
    sandbox,
  }) => {
    await depositStep2(page, () => sandbox.ledger('POST /account/deposit'));
    await lookAt(page, { name: 'step 2', tiles: false, playerName: true });
  });
});

test.describe("a visitor's screens on a phone (issue 46 §2)", () => {
  test.beforeEach(({ page }) => announcementsSeen(page));

  test('registration, with its captcha', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('img', { name: /mã xác nhận/i })).toBeVisible();
    await lookAt(page, { name: 'register', tiles: false, playerName: false, figures: false });
  });

  test("the agent's registration, on the agent site", async ({ page }) => {
    await page.goto(`${AGENT_SITE}/agent/register`);
    await expect(page.getByRole('img', { name: /mã xác nhận/i })).toBeVisible();
    await lookAt(page, { name: 'agent register', tiles: false, playerName: false, figures: false });
  });

  test("the password reset's OTP step, its countdown running", async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Số điện thoại').fill(PLAYERS.approved);
    await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
    await expect(page.getByRole('button', { name: /Gửi lại mã \(\d:\d\d\)/ })).toBeVisible();
    await lookAt(page, { name: 'OTP step', tiles: false, playerName: false, figures: false });
  });
});

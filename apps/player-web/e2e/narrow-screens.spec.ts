import type { Page } from '@playwright/test';
import { ANDROID_USER_AGENT, announcementsSeen, expect, PLAYERS, test } from './fixtures';
import { depositStep2 } from './deposit-step2';
import { lookAt, SIZES, type Look } from './look-at';
import { AGENT_SITE } from './ports';

// Issue 37 §5 "Visible on a 360 px phone" and issue 46 §2 "A check that looks at every screen":
// only a browser lays text out. Each screen is measured once what it shows has arrived, at 360×740
// and 390×844 on an Android phone's agent; the checks are in layout-checks.ts and geometry.ts.

const main = (page: Page) => page.getByRole('main');

interface Screen extends Look {
  path: string;
  /** Waits for what the page shows once its data has come. */
  shown: (page: Page) => Promise<void>;
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
    figures: true,
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
    figures: true,
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
    figures: true,
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
    figures: true,
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
    figures: true,
  },
];

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

  test("deposit step 2: the QR, the bank-app button and the transfer's details, then the chooser", async ({
    page,
    sandbox,
  }) => {
    await depositStep2(page, () => sandbox.ledger('POST /account/deposit'));
    // What loads after the QR: the bank-app button and the QR's save button.
    await expect(page.getByRole('button', { name: 'Mở ứng dụng ngân hàng' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lưu mã QR' })).toBeVisible();
    await lookAt(page, { name: 'step 2', playerName: true, figures: true });
    await page.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }).click();
    await expect(page.getByRole('dialog', { name: 'Chọn ứng dụng ngân hàng' })).toBeVisible();
    await lookAt(page, { name: 'bank-app chooser' });
    // Issue 47 §1: the app opened last (one of the longest names) as one button, the chooser beside.
    await page.evaluate(() => localStorage.setItem('wallet.lastBankApp', 'vba'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Mở Agribank E-Mobile Banking' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chọn ứng dụng khác' })).toBeVisible();
    await lookAt(page, {
      name: 'step 2 with the app opened last',
      playerName: true,
      figures: true,
    });
  });
});

test.describe("a visitor's screens on a phone (issue 46 §2)", () => {
  test.beforeEach(({ page }) => announcementsSeen(page));

  test('registration, with its captcha', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('img', { name: /mã xác nhận/i })).toBeVisible();
    await lookAt(page, { name: 'register' });
  });

  test("the agent's registration, on the agent site", async ({ page }) => {
    await page.goto(`${AGENT_SITE}/agent/register`);
    await expect(page.getByRole('img', { name: /mã xác nhận/i })).toBeVisible();
    await lookAt(page, { name: 'agent register' });
  });

  test("the password reset's OTP step, its countdown running", async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Số điện thoại').fill(PLAYERS.approved);
    await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
    await expect(page.getByRole('button', { name: /Gửi lại mã \(\d:\d\d\)/ })).toBeVisible();
    await lookAt(page, { name: 'OTP step' });
  });
});

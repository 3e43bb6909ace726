import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, PLAYERS } from './fixtures';
import { geometry, OPEN_MODAL } from './geometry';
import { figures, names, tileRows } from './layout-checks';

/** A 360×740 phone, then a 390×844 one: each screen is loaded once and looked at in both. */
export const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** What a screen is known to show, so the look also proves it found it. */
export interface Look {
  name: string;
  /** The page has tiles side by side (history has rows, not tiles). */
  tiles?: boolean;
  /** The header shows the player's name (the account page has a bar of its own). */
  playerName?: boolean;
  /** The screen shows amounts. */
  figures?: boolean;
}

/**
 * Every check of issue 37 §5 and issue 46 §2 on what is drawn now, at both sizes; soft, so one run
 * names everything wrong on the screen. With SHOTS set (`pnpm shots`), the screen is also saved as
 * drawn, for a person to look at before a release.
 */
export async function lookAt(page: Page, screen: Look) {
  // What the player sees, not the spec's 3 s loading overlay over it.
  await expect(page.getByText('LOADING...')).toBeHidden();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const at = `${screen.name} at ${size.width} px`;
    const money = await figures(page);
    if (screen.figures) expect(money.seen.length, `${at}: figures found`).toBeGreaterThan(0);
    expect.soft(money.broken, `${at}: a figure and its unit on two lines`).toEqual([]);

    const rows = await tileRows(page);
    if (screen.tiles) expect(rows.rows, `${at}: rows of tiles found`).toBeGreaterThan(0);
    expect.soft(rows.uneven, `${at}: tiles of one row in different heights`).toEqual([]);

    const shownNames = await names(page);
    if (screen.playerName) expect(shownNames.seen, at).toContain(PLAYERS.approved);
    expect.soft(shownNames.cut, `${at}: names cut though two lines would hold them`).toEqual([]);

    expect.soft(await geometry(page), `${at}: what the screen draws (issue 46 §2)`).toEqual([]);
    if (process.env.SHOTS) {
      const file = `${screen.name.replaceAll(/[^\p{L}\p{N}]+/gu, '-')}-${size.width}x${size.height}.png`;
      // A modal covers the screen, not the page: the screen is what the player sees then.
      const modal = await page.evaluate(
        (open) => [...document.querySelectorAll(open)].some((e) => e.checkVisibility()),
        OPEN_MODAL,
      );
      await page.screenshot({ path: join(process.env.SHOTS, file), fullPage: !modal });
      // A full-page capture draws the floating controls where the first screen has them: the end
      // of the page, as the player sees it there, is a shot of its own.
      if (!modal) {
        const top = await page.evaluate(() => window.scrollY);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.screenshot({ path: join(process.env.SHOTS, file.replace('.png', '-end.png')) });
        await page.evaluate((y) => window.scrollTo(0, y), top);
      }
    }
  }
  // Back to the phone the walk goes on with.
  await page.setViewportSize(SIZES[0]!);
}

/**
 * A tap that opens another screen: the screen opens at its top (issue 46 §1 "A screen reached by a
 * tap or a new step opens at its top").
 */
export async function openedAtTop(page: Page, name: string) {
  expect(await page.evaluate(() => window.scrollY), `${name}: opened scrolled down`).toBe(0);
}

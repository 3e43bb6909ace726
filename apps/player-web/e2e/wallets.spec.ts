import type { Page } from '@playwright/test';
import { expect, PLAYERS, type Sandbox, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const row = (page: Page, game: string) =>
  main(page).getByRole('listitem').filter({ hasText: game });
const total = (page: Page) =>
  main(page).getByRole('heading', { name: 'Tổng số dư' }).locator('xpath=..');

/** The seeded player's main balance as the sandbox holds it, in K ('5000.00'). */
async function sandboxBalance(sandbox: Sandbox): Promise<number> {
  return (await sandbox.player(PLAYERS.approved)).balance_vnd / 1000;
}

test.describe('all wallets (001 §2 "All wallets (/profile/all-wallet)")', () => {
  test.beforeEach(async ({ loginAs }) => loginAs(PLAYERS.approved));

  test("one game moved to main, then transfer-all: Da Ga first, 'LỖI MẠNG' and 'KHÔNG ĐƯỢC HỖ TRỢ' skipped, each move once, the balance the upstream's", async ({
    page,
    sandbox,
  }) => {
    await page.goto('/profile/all-wallet');
    // 001 §4 "Game balance display": 'LỖI MẠNG' as the list sends it; 'KHÔNG ĐƯỢC HỖ TRỢ' on a refresh.
    await expect(row(page, 'Dragon Tiger')).toContainText('LỖI MẠNG');
    await row(page, 'Fishing King')
      .getByRole('button', { name: /^Làm mới số dư/ })
      .click();
    await expect(row(page, 'Fishing King')).toContainText('KHÔNG ĐƯỢC HỖ TRỢ');
    await expect(total(page)).toContainText('5,000');

    // "On success the game balance goes to 0 and the user info is reloaded."
    await row(page, 'Aztec Treasure')
      .getByRole('button', { name: 'Chuyển điểm Aztec Treasure về tài khoản chính' })
      .dblclick();
    await expect(total(page)).toContainText('5,120');
    await expect(row(page, 'Aztec Treasure')).not.toContainText('120');
    expect(await sandbox.ledger('POST /player/points/withdraw/game/{id}')).toHaveLength(1);

    // 001 §4 Transfer-all: "Da Ga points if above 0, then each game with a positive balance … A game
    // balance of 'LỖI MẠNG' is skipped."
    const everything = main(page).getByRole('button', {
      name: 'Chuyển mọi thứ vào tài khoản chính',
    });
    await expect(everything).toBeEnabled();
    await everything.dblclick();
    // Da Ga's move, then the games' (the rows spin in between, so the ledger says when it is done).
    await expect
      .poll(async () => (await sandbox.ledger('POST /player/points/withdraw/all')).length)
      .toBe(1);
    await expect(row(page, 'Baccarat')).toHaveText(/^Baccarat\s*0 điểm$/);
    await expect(row(page, 'Baccarat')).not.toContainText('800');
    const [daga, ...moreDaga] = await sandbox.ledger('POST /player/points/withdraw/daga');
    const [all, ...moreAll] = await sandbox.ledger('POST /player/points/withdraw/all');
    expect(moreDaga).toHaveLength(0);
    expect(moreAll).toHaveLength(0);
    expect(daga!.seq).toBeLessThan(all!.seq);
    expect(all!.ref.split(',')).not.toContain('302');
    expect(all!.ref.split(',')).not.toContain('202');
    await expect(row(page, 'Dragon Tiger')).toContainText('LỖI MẠNG');

    // The total shown is the upstream's, read again.
    const upstream = await sandboxBalance(sandbox);
    expect(upstream).toBeGreaterThan(5120);
    await expect(total(page)).toContainText(upstream.toLocaleString('en-US'));
  });

  test('ten taps on a refresh icon within a second: the balance calls that reach the sandbox are a second apart, none refused', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/profile/all-wallet');
    await expect(row(page, 'Aztec Treasure')).toContainText('120');
    const refresh = row(page, 'Aztec Treasure').getByRole('button', {
      name: 'Làm mới số dư Aztec Treasure',
    });
    // The first tap waits for the page to take taps (the loading overlay gone); then nine real taps
    // at the icon within the second, whether it is spinning (disabled) or not.
    await refresh.click();
    const box = (await refresh.boundingBox())!;
    for (let tap = 1; tap < 10; tap += 1) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(90);
    }
    await page.waitForTimeout(2_500);
    await expect(row(page, 'Aztec Treasure')).toContainText('120');
    const calls = (await sandbox.balanceCalls(PLAYERS.approved)).filter((c) =>
      c.path.endsWith('/get_balance_game_categories-item/101/1'),
    );
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.filter((c) => c.limited)).toHaveLength(0);
    calls.forEach((call, i) => {
      if (i > 0) expect(call.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(1000);
    });
    await expect(
      page.getByText('Too many requests. Only 1 request per second allowed.'),
    ).toHaveCount(0);
  });
});

import type { BrowserContext, Page } from '@playwright/test';
import { expect, holdAnswers, PLAYERS, test, type Sandbox } from './fixtures';

// Issue 24 §1 "One intent, one effect, across tabs and windows" and its chaos run: for each deposit
// and withdrawal of the site, the answer is lost after the upstream acted; the player double-taps,
// presses Enter, taps again in the same tab, reloads and tries again, then opens a second tab of
// the same browser and tries once more. Exactly one request leaves in all, the sandbox's ledger
// holds one effect, and the player's money adds up to what that one move did. (Points transfers
// under the same troubles: transfer-chaos.spec.ts; a second tab while one is on its way: below.)

interface MoneyAction {
  name: string;
  /** Logged in as this player; null: a visitor (the phone the form names). */
  login: string | null;
  phone: string;
  /** The money POST, as the page sends it and as the ledger names it. */
  path: string;
  operation: Parameters<Sandbox['ledger']>[0];
  /** Opens the form in `page` and fills it; returns the control that sends it. */
  fill: (page: Page) => Promise<ReturnType<Page['getByRole']>>;
  /** How the one move changes the player's main balance, in VND. */
  moves: number;
  prepare?: (sandbox: Sandbox) => Promise<void>;
  /**
   * false: after a lost transfer the dialog reads the balances again and clears the amount; the
   * same amount typed again there is the player's new decision (docs/decisions.md, game wallets).
   */
  sameTabAgain?: false;
}

const main = (page: Page) => page.getByRole('main');

async function visitorModal(page: Page, tile: 'NẠP TIỀN' | 'RÚT TIỀN') {
  await page.goto('/');
  await main(page).getByRole('button', { name: tile }).click();
  return page.getByRole('dialog', { name: tile });
}

/** Home's game 'Aztec Treasure', its play dialog, 300 K to move in; returns 'Chơi ngay'. */
async function gameTransfer(page: Page) {
  await page.goto('/');
  await main(page)
    .getByRole('region', { name: 'Trò chơi' })
    .getByRole('button', { name: 'Aztec Treasure' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Aztec Treasure' });
  await dialog.getByLabel('Chuyển điểm (VND)').fill('300');
  return dialog.getByRole('button', { name: 'Chơi ngay' });
}

const ACTIONS: MoneyAction[] = [
  {
    // The card deposit the upstream approves at once (000 §4 AUTO_APPROVED): the credited twice case.
    name: 'a card deposit on /deposit',
    login: PLAYERS.withdrawLocked,
    phone: PLAYERS.withdrawLocked,
    path: '/api/account/deposit',
    operation: 'POST /account/deposit',
    fill: async (page) => {
      await page.goto('/deposit');
      const amount = main(page).getByRole('textbox', { name: 'Số tiền', exact: true });
      await expect(amount).toBeEditable();
      const providers = main(page).getByRole('group', { name: 'Nhà cung cấp' });
      await providers.locator('label').filter({ hasText: 'Thẻ cào' }).click();
      await amount.fill('600');
      return main(page).getByRole('button', { name: /^Nạp Tiền/ });
    },
    moves: 600_000,
  },
  {
    name: 'a withdrawal on /withdraw',
    login: PLAYERS.approved,
    phone: PLAYERS.approved,
    prepare: async (sandbox) => {
      // Its seeded pending withdrawal would make the upstream refuse the move on its own.
      for (const t of await sandbox.transactions({ phone: PLAYERS.approved, status: 'pending' }))
        await sandbox.settle(t.id, 'approve');
      // Enough for the same withdrawal twice, so only the guard can stop the second.
      await sandbox.patchPlayer(PLAYERS.approved, { balance: 20_000 });
    },
    path: '/api/account/withdraw',
    operation: 'POST /account/withdraw',
    fill: async (page) => {
      await page.goto('/withdraw');
      await main(page).getByRole('textbox', { name: 'Số tiền', exact: true }).fill('150');
      await main(page).getByRole('button', { name: 'Tiếp theo' }).click();
      return main(page).getByRole('button', { name: 'Rút tiền', exact: true });
    },
    // 001 §7 "transaction_amount (typed amount times 30000)"
    moves: -4_500_000,
  },
  {
    name: "a visitor's deposit",
    login: null,
    phone: PLAYERS.approved,
    path: '/api/public/deposit',
    operation: 'POST /public/deposit',
    fill: async (page) => {
      const modal = await visitorModal(page, 'NẠP TIỀN');
      await expect(modal.getByRole('radio', { name: 'Vietcombank' })).toBeChecked();
      await modal.getByLabel('Số điện thoại').fill(PLAYERS.approved);
      await modal.getByLabel('Số tiền', { exact: true }).fill('500');
      return modal.getByRole('button', { name: 'Nạp Tiền' });
    },
    // A QR deposit waits for the transfer: nothing is credited yet.
    moves: 0,
  },
  {
    name: "a visitor's withdrawal",
    login: null,
    phone: PLAYERS.depositLocked,
    path: '/api/public/withdraw',
    operation: 'POST /public/withdraw',
    fill: async (page) => {
      const modal = await visitorModal(page, 'RÚT TIỀN');
      await modal.getByLabel('Số điện thoại').fill(PLAYERS.depositLocked);
      await expect(modal.getByRole('combobox', { name: 'Chọn ngân hàng' })).toContainText('BIDV');
      await modal.getByRole('textbox', { name: 'Số tiền', exact: true }).fill('200');
      return modal.getByRole('button', { name: 'Rút Tiền' });
    },
    moves: -200_000,
  },
  {
    name: 'points into a game (the play-game dialog)',
    login: PLAYERS.newcomer,
    phone: PLAYERS.newcomer,
    path: '/api/player/game/login',
    operation: 'POST /player/game/login',
    fill: (page) => gameTransfer(page),
    moves: -300_000,
    sameTabAgain: false,
  },
];

/** What the player is told after a lost answer: what the site found, never a silent retry. */
const TOLD = /đã được ghi nhận|đã được thực hiện|Chưa nhận được phản hồi/;

async function toldAndClosed(page: Page) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: TOLD });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button').first().click();
  await expect(dialog).toBeHidden();
}

/** The announcement popup is seen in every tab the test opens (fixtures' announcementsSeen is per page). */
const seenInEveryTab = (context: BrowserContext) =>
  context.addInitScript(() => sessionStorage.setItem('announcementsSeen', '1'));

/** Every money POST any page of the browser sends. */
function countPosts(context: BrowserContext, path: string) {
  const posts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path)
      posts.push(request.url());
  });
  return posts;
}

for (const action of ACTIONS) {
  test(`${action.name}: lost after the upstream acted, then double tap, Enter, a tap again, a reload and a second tab make one effect`, async ({
    page,
    context,
    sandbox,
    loginAs,
  }) => {
    test.slow();
    if (action.login) await loginAs(action.login);
    await seenInEveryTab(context);
    await action.prepare?.(sandbox);
    const posts = countPosts(context, action.path);
    const start = (await sandbox.player(action.phone)).balance_vnd;
    // The answer is held until every tap is in, then lost: the upstream has acted on the call.
    const lose = await holdAnswers(page, `**${action.path}`, { lose: true });

    const send = await action.fill(page);
    await send.dblclick();
    await page.keyboard.press('Enter');
    await send.click({ force: true });
    await expect.poll(() => posts.length).toBe(1);
    lose();
    await toldAndClosed(page);
    if (action.sameTabAgain !== false) {
      // The same tab, the same move again.
      await send.click();
      await toldAndClosed(page);
    }
    // A reload, then the same move.
    await page.reload();
    await (await action.fill(page)).click();
    await toldAndClosed(page);
    // A second tab of the same browser, then the same move.
    const tab = await context.newPage();
    await (await action.fill(tab)).click();
    await toldAndClosed(tab);

    expect(posts).toHaveLength(1);
    expect(await sandbox.ledger(action.operation)).toHaveLength(1);
    expect((await sandbox.player(action.phone)).balance_vnd).toBe(start + action.moves);
  });
}

test('a second tab while a transfer is on its way: its money move is refused in words, and one transfer is made', async ({
  page,
  context,
  sandbox,
  loginAs,
}) => {
  await loginAs(PLAYERS.newcomer);
  await seenInEveryTab(context);
  const posts = countPosts(context, '/api/player/game/login');
  const release = await holdAnswers(page, '**/api/player/game/login');
  await (await gameTransfer(page)).click();
  await expect.poll(() => posts.length).toBe(1);
  const second = await context.newPage();
  await (await gameTransfer(second)).click();
  await expect(second.getByRole('alertdialog')).toContainText(
    'Một giao dịch khác đang được xử lý. Vui lòng chờ trong giây lát.',
  );
  release();
  await expect.poll(async () => (await sandbox.ledger('POST /player/game/login')).length).toBe(1);
  expect(posts).toHaveLength(1);
});

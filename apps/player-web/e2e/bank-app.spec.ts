import type { Page } from '@playwright/test';
import { ANDROID_USER_AGENT, approveInConsole, expect, PLAYERS, test } from './fixtures';
import { depositStep2 } from './deposit-step2';
import { readVietQr, scanQr } from './vietqr';
import { vietQrBankCode } from '@wallet/domain';

// Issue 37: money in on one phone. The page runs as an Android phone's browser, where the bank
// apps are (on a desktop browser the chooser is not offered).
test.use({ userAgent: ANDROID_USER_AGENT });

const DEPOSIT = 'POST /account/deposit';
const APP_LINKS = 'https://dl.vietqr.io/**';

/** The bank app's hand-off page stands in for VietQR's service: the test sees where the tap went. */
async function interceptAppLinks(page: Page): Promise<URL[]> {
  const opened: URL[] = [];
  await page.route(APP_LINKS, async (route) => {
    opened.push(new URL(route.request().url()));
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Ngân hàng</title><p>Ứng dụng ngân hàng</p>',
    });
  });
  return opened;
}

/**
 * What the browser tells a page when the bank app comes to the front, and when the player comes
 * back. Headless Chromium keeps every page visible (another tab in front, a minimized window and a
 * frozen lifecycle were each tried), so the page is told it as the browser would tell it.
 */
async function setShown(page: Page, shown: boolean) {
  await page.evaluate((visible) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (visible ? 'visible' : 'hidden'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
    document.dispatchEvent(new Event('visibilitychange'));
  }, shown);
}

/** The requests whose path matches, as the page sends them, from now on. */
function count(page: Page, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test.describe('issue 37 §1 "Open the bank app with the transfer filled in"', () => {
  test.beforeEach(async ({ loginAs }) => loginAs(PLAYERS.approved));

  test('tapping an app opens its link with what the QR on screen says; back from the bank app, the player is on the same step, and nothing was sent twice', async ({
    page,
    context,
    sandbox,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const opened = await interceptAppLinks(page);
    const { step2, content } = await depositStep2(page, () => sandbox.ledger(DEPOSIT));
    // What a bank app's camera would read from the screen.
    const qr = readVietQr(await scanQr(step2.getByRole('img', { name: 'Mã QR chuyển khoản' })));

    const site = new URL(page.url()).origin;
    await page.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }).click();
    const chooser = page.getByRole('dialog', { name: 'Chọn ứng dụng ngân hàng' });
    await chooser.getByRole('searchbox', { name: 'Tìm ngân hàng' }).fill('vietcom');
    await chooser.getByRole('link', { name: /Vietcombank/ }).click();
    await expect(page).toHaveURL(/^https:\/\/dl\.vietqr\.io\/pay\?/);
    expect(opened).toHaveLength(1);
    const link = opened[0]!.searchParams;
    expect(link.get('app')).toBe('vcb');
    // Issue 47 §1: VietQR's bank code after '@' (vietqr.io/deeplink), the account's name, and the
    // page the bank app brings the player back to.
    expect(link.get('ba')).toBe(`${qr.account}@${vietQrBankCode(qr.bin)}`);
    expect(link.get('am')).toBe(qr.amount);
    expect(link.get('tn')).toBe(qr.content);
    expect(link.get('bn')).toBeTruthy();
    expect(link.get('url')).toBe(`${site}/transections`);
    expect(qr.content).toBe(content);
    // Vietcombank's app does not fill in: the content was put on the clipboard before it opened.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(content);

    // Back from the bank app: the same step, the same deposit, no second one.
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Thông tin nạp tiền' })).toBeVisible();
    await expect(page.getByText(content)).toBeVisible();
    await page.reload();
    await expect(page.getByText(content)).toBeVisible();
    // The app opened last is offered as one button.
    await expect(page.getByRole('link', { name: 'Mở Vietcombank' })).toBeVisible();
    expect(await sandbox.ledger(DEPOSIT)).toHaveLength(1);
  });
});

test.describe('issue 37 §2 "Back from the bank app: the result at once"', () => {
  test.beforeEach(async ({ loginAs }) => loginAs(PLAYERS.approved));

  test('a QR deposit approved while the page was hidden for 25 s: shown again, the first status check after the return brings the approval', async ({
    page,
    sandbox,
  }) => {
    // The page's clock runs as usual until the player leaves; the 25 s away pass at once.
    await page.clock.install();
    const { content } = await depositStep2(page, () => sandbox.ledger(DEPOSIT));
    const checks = count(page, /\/transaction\/status\/check\//);

    await setShown(page, false);
    await approveInConsole(page, content);
    await page.clock.fastForward('00:25');
    // Hidden, the page asked nothing: the 10 s poll waits for the player.
    expect(checks).toHaveLength(0);

    await setShown(page, true);
    await expect(page).toHaveURL(/\/transections$/);
    // One check, sent on return: not a poll's tick, which comes 10 s of the page's time apart.
    expect(checks).toHaveLength(1);
    const first = page.getByRole('listitem').first();
    await expect(first).toContainText('600,000');
    await expect(first).toContainText('Đã phê duyệt');
  });

  test('a withdrawal approved while away: /transections shows it approved on the first read after the return', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/transections');
    await page.getByRole('tab', { name: 'Rút Tiền' }).click();
    const row = page.getByRole('listitem').filter({ hasText: '900,000' });
    await expect(row).toContainText('Đang chờ');
    const [pending] = await sandbox.transactions({ status: 'pending', phone: PLAYERS.approved });
    const reads = count(page, /\/account\/user_transaction$/);

    await setShown(page, false);
    await sandbox.settle(pending!.id, 'approve');
    await setShown(page, true);
    await expect(row).toContainText('Đã phê duyệt');
    expect(reads).toHaveLength(1);
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DOWNLOADS_SITE, SITE } from './ports';

/**
 * 001 §2 "Downloads (/downloads, /android, /ios)" in both frames (issue 14): inside the player site,
 * and as the whole of the downloads site, where the cards are its home page.
 */
const FRAMES = [
  { frame: 'the player site', origin: SITE, cards: '/downloads' },
  { frame: 'the downloads site', origin: DOWNLOADS_SITE, cards: '/' },
] as const;

const ANDROID_STEPS = 9;
const IOS_STEPS = 4;

const cardsOf = (page: Page) => page.getByRole('list', { name: 'Tải ứng dụng' });
const browserCard = (page: Page) =>
  cardsOf(page).getByRole('button', { name: /Mở bằng trình duyệt/ });
const stepsOf = (page: Page) =>
  page.getByRole('list', { name: 'Các bước cài đặt' }).getByRole('button');

/** A finger swiping down from the middle of the picture (Chromium's own touch input). */
async function swipeDown(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
    });
  await touch('touchStart', 0);
  for (const dy of [30, 60, 90, 120]) await touch('touchMove', dy);
  await touch('touchEnd', 120);
  await cdp.detach();
}

/**
 * Opens every step picture in turn and closes it, in turn, by Escape, by 'Đóng' and by a swipe:
 * "each image opens full size in a modal that a swipe, Escape or the close button leaves".
 */
async function openEveryStep(page: Page, count: number) {
  const steps = stepsOf(page);
  await expect(steps).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    const step = steps.nth(index);
    const name = (await step.locator('img').getAttribute('alt'))!;
    expect(name).toMatch(new RegExp(`^Bước ${index + 1}: `));
    await step.click();
    const viewer = page.getByRole('dialog', { name });
    const picture = viewer.getByRole('img', { name });
    await expect(picture).toBeVisible();
    // Full size: wider than its thumbnail, and really drawn.
    expect((await picture.boundingBox())!.width).toBeGreaterThan((await step.boundingBox())!.width);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const how = index % 3;
    if (how === 0) await page.keyboard.press('Escape');
    else if (how === 1) await viewer.getByRole('button', { name: 'Đóng' }).click();
    else await swipeDown(page, picture);
    await expect(viewer).toBeHidden();
    // Focus goes back to the thumbnail that opened it.
    await expect(step).toBeFocused();
  }
}

for (const { frame, origin, cards } of FRAMES) {
  const at = (path: string) => `${origin}${path}`;

  test.describe(`downloads in ${frame}`, () => {
    test('001 §2 "/downloads: cards for iOS (/ios), Android (/android) and \'open in browser\'"', async ({
      page,
    }) => {
      await page.goto(at(cards));
      await expect(page.getByRole('heading', { level: 1, name: 'Tải ứng dụng' })).toBeVisible();
      await expect(cardsOf(page).getByRole('listitem')).toHaveCount(3);
      await expect(browserCard(page)).toBeVisible();
      await cardsOf(page).getByRole('link', { name: /iOS/ }).click();
      await expect(page).toHaveURL(at('/ios'));
      await expect(page.getByRole('heading', { level: 1, name: 'Cài đặt trên iOS' })).toBeVisible();
      await page.getByRole('link', { name: 'Tất cả cách cài đặt' }).click();
      await expect(page).toHaveURL(at(cards));
      await cardsOf(page)
        .getByRole('link', { name: /Android/ })
        .click();
      await expect(page).toHaveURL(at('/android'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cài đặt trên Android' }),
      ).toBeVisible();
    });

    test('"\'open in browser\' (copies the current URL)": the address is copied and it says so', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await page.goto(at(cards));
      await browserCard(page).click();
      await expect(
        page.getByText('Đã sao chép địa chỉ trang. Hãy dán vào trình duyệt để mở.'),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      await expect(page.getByRole('textbox', { name: 'Địa chỉ trang' })).toHaveCount(0);
    });

    test('where the clipboard is refused, the address is shown selected to copy by hand', async ({
      page,
    }) => {
      // Chromium lets a tap write the clipboard whatever its permission says; an in-app browser
      // (a WebView) refuses, as here.
      await page.addInitScript(() => {
        Object.defineProperty(navigator.clipboard, 'writeText', {
          configurable: true,
          value: () =>
            Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        });
      });
      await page.goto(at(cards));
      await browserCard(page).click();
      await expect(
        page.getByText(
          'Không sao chép được, vui lòng sao chép địa chỉ bên dưới và dán vào trình duyệt.',
        ),
      ).toBeVisible();
      const field = page.getByRole('textbox', { name: 'Địa chỉ trang' });
      await expect(field).toHaveValue(page.url());
      await expect(field).toHaveAttribute('readonly', '');
      await expect(field).toBeFocused();
      expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd)).toBe(
        page.url().length,
      );
    });

    test('001 §2 "/android: a download link for an app package file and nine step images that open in a modal"', async ({
      page,
    }) => {
      await page.goto(at('/android'));
      const link = page.getByRole('link', { name: 'Tải tệp cài đặt (APK)' });
      await expect(link).toHaveAttribute('download', '');
      const answer = await page.request.get((await link.getAttribute('href'))!);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/vnd.android.package-archive');
      await openEveryStep(page, ANDROID_STEPS);
    });

    test('001 §2 "/ios: four step images that open in a modal"', async ({ page }) => {
      await page.goto(at('/ios'));
      await openEveryStep(page, IOS_STEPS);
    });
  });
}

test('the downloads site sends any other path to its cards', async ({ page }) => {
  await page.goto(`${DOWNLOADS_SITE}/downloads`);
  await expect(page).toHaveURL(`${DOWNLOADS_SITE}/`);
  await expect(cardsOf(page)).toBeVisible();
});

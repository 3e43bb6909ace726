import type { Page } from '@playwright/test';
import { OFFLINE_MESSAGE } from '@wallet/domain';
import { expect, SITE, TRACKER } from './fixtures';
import { SANDBOX, serviceWorkerActive, test } from './service-worker';

/** Every URL in the page's Cache Storage (Workbox's precache and anything else). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

test.describe('installable and resilient (issue 15)', () => {
  test('Chromium finds nothing that keeps the site from being installed (manifest, icons, worker)', async ({
    page,
  }) => {
    // Issue 15: "A web app manifest (Vietnamese name, icons, theme colours, standalone display) …
    // Lighthouse's installability … checks pass". Chromium's own check, the one Lighthouse read.
    await page.goto('/');
    await serviceWorkerActive(page);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: 'Ví trò chơi',
      short_name: 'Ví trò chơi',
      lang: 'vi',
      start_url: '/',
      display: 'standalone',
    });
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, which Chromium names as a reason of its own; nothing
    // about the site may be listed beside it.
    expect(
      installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
  });

  test('offline, the precached site opens and says in Vietnamese that the network is gone', async ({
    page,
    context,
  }) => {
    // Issue 15: "a service worker … that precaches the app shell and hashed assets only … a
    // Vietnamese offline screen when the network is gone".
    await page.goto('/');
    await serviceWorkerActive(page);
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeHidden();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(page).toHaveTitle('Ví trò chơi');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Any of the site's routes opens the precached shell too (the navigation fallback).
    await page.goto('/promotions');
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();

    // The banner leaves when the network is back.
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeHidden();
  });

  test("a browser that keeps saying it is online with the network cut (Debian's Chromium 150 did): the notice believes the site's own failed calls", async ({
    page,
    context,
  }) => {
    // Issue 25 §6: "the offline notice should also believe the network errors the site itself
    // just met, not one browser's flag alone". This browser's flag and events are made to say
    // nothing: `navigator.onLine` stays true and no 'online' or 'offline' event reaches the page.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
      for (const type of ['online', 'offline']) {
        window.addEventListener(type, (event) => event.stopImmediatePropagation(), true);
      }
    });
    await page.goto('/promotions');
    await serviceWorkerActive(page);
    await expect(page.getByRole('button', { name: 'Thưởng nạp đầu 100%' })).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeHidden();

    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(page.getByText('Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.')).toBeVisible();

    // The network is back and the browser says nothing: the next call that gets an answer hides
    // the notice (the client's own retry, or home's calls once the player goes there).
    await context.setOffline(false);
    await expect(page.getByText('LOADING...')).toBeHidden();
    await page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' }).click();
    await expect(page.getByRole('img', { name: /Banner 1\// })).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeHidden();
  });

  test('no upstream answer is kept: offline, an API call fails instead of answering from a cache', async ({
    page,
    context,
  }) => {
    // Issue 15: "never an API answer, a token or a payment page … no API answer is served from
    // the cache".
    // The home page asks the upstream (the tracker, then banners, games) while online.
    const tracker = page.waitForResponse((response) =>
      response.url().startsWith(`${TRACKER}/tracker`),
    );
    await page.goto('/');
    expect((await tracker).ok()).toBe(true);
    await serviceWorkerActive(page);

    const precached = await cachedUrls(page);
    expect(precached.length).toBeGreaterThan(0);
    for (const url of precached) {
      expect(new URL(url).origin, url).toBe(SITE);
      expect(url).not.toMatch(/\/api\/|\/tracker|__sandbox|\.map$/);
    }
    // The worker's own list says the same: the build's files only.
    const worker = await (await page.request.get('/sw.js')).text();
    const listed = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(listed).toContain('index.html');
    for (const url of listed) expect(url).toMatch(/^(assets|icons)\/[^/]+$|^[\w.-]+$/);
    expect(listed.filter((url) => /^api\/|tracker|__sandbox|\.map$/.test(url))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    const answers = await page.evaluate(
      async (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url).then(
              (response) => `answered ${response.status}`,
              () => 'failed',
            ),
          ),
        ),
      [`${SANDBOX}/api/image-slider/list`, `${TRACKER}/tracker?site_code=sandbox`],
    );
    expect(answers).toEqual(['failed', 'failed']);
  });
});

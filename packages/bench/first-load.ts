import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Browser, Request, Response } from 'playwright-core';
import { phoneViewport } from '@wallet/build/chromium';

export interface Bytes {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  js: Bytes;
  css: Bytes;
  requests: number;
}

function kind(response: Response): 'js' | 'css' | undefined {
  const type = response.request().resourceType();
  const path = new URL(response.url()).pathname;
  if (type === 'script' || path.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  return undefined;
}

function sizes(bodies: Map<string, Buffer>): Bytes {
  const out: Bytes = { files: [...bodies.keys()].sort(), raw: 0, gzip: 0, brotli: 0 };
  for (const body of bodies.values()) {
    out.raw += body.length;
    out.gzip += gzipSync(body, { level: 9 }).length;
    out.brotli += brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
  }
  return out;
}

/**
 * Opens the route in a fresh phone-sized context (empty cache) and keeps what was asked for until
 * the page is usable: the load event has fired and the network has been idle for 500 ms, or, for a
 * site with a loading overlay, the overlay has gone, whichever comes first.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  token?: string,
  overlay?: string,
): Promise<FirstLoad> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  try {
    // A logged-in player is one whose token is stored before the site's code runs (000 §1).
    if (token)
      await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
    // When the site's loading overlay (`overlay`, a CSS selector) goes, the page shows what comes
    // after its first load (home's announcement popup, 3 s in): recorded in the page's own clock.
    if (overlay) {
      await context.addInitScript((selector) => {
        const watch = new MutationObserver(() => {
          if (document.querySelector(selector)) return;
          (window as { overlayGoneAt?: number }).overlayGoneAt =
            performance.timeOrigin + performance.now();
          watch.disconnect();
        });
        document.addEventListener('DOMContentLoaded', () =>
          watch.observe(document.documentElement, { childList: true, subtree: true }),
        );
      }, overlay);
    }
    const page = await context.newPage();
    const asked: Array<{ at: number; request: Request }> = [];
    page.on('request', (request) => asked.push({ at: Date.now(), request }));
    await page.goto(url, { waitUntil: 'networkidle' });
    let end = Date.now();
    if (overlay) {
      // Whichever comes first: the network idle, or the overlay gone. The popup's code is asked
      // for the moment the overlay goes, which may be inside the idle's last 500 ms.
      const gone = await page
        .waitForFunction(() => (window as { overlayGoneAt?: number }).overlayGoneAt, undefined, {
          timeout: 15_000,
        })
        .then((handle) => handle.jsonValue() as Promise<number>);
      end = Math.min(end, gone);
    }
    const first = asked.filter(({ at }) => at < end).map(({ request }) => request);
    const bodies = { js: new Map<string, Buffer>(), css: new Map<string, Buffer>() };
    for (const request of first) {
      const response = await request.response();
      const type = response && kind(response);
      if (!response || !type || new URL(response.url()).origin !== origin || !response.ok())
        continue;
      bodies[type].set(new URL(response.url()).pathname, await response.body());
    }
    return { js: sizes(bodies.js), css: sizes(bodies.css), requests: first.length };
  } finally {
    await context.close();
  }
}

import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
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
 * Opens the route in a fresh phone-sized context (empty cache) and keeps what arrived until the
 * page is usable: the load event has fired and the network has been idle for 500 ms.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  token?: string,
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
    const page = await context.newPage();
    let requests = 0;
    const bodies = { js: new Map<string, Buffer>(), css: new Map<string, Buffer>() };
    const reading: Promise<void>[] = [];
    let usable = false;
    page.on('request', () => requests++);
    page.on('response', (response) => {
      const type = kind(response);
      if (usable || !type || new URL(response.url()).origin !== origin || !response.ok()) return;
      const path = new URL(response.url()).pathname;
      reading.push(response.body().then((body) => void bodies[type].set(path, body)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // What arrives after this (the announcement popup's code, 3 s in) is not the first load; its
    // body could still be on its way when the context closes.
    usable = true;
    const usableAt = requests;
    await Promise.all(reading);
    return { js: sizes(bodies.js), css: sizes(bodies.css), requests: usableAt };
  } finally {
    await context.close();
  }
}

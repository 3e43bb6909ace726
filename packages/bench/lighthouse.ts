import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '@wallet/build/chromium';

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /**
   * Lighthouse's measure of this machine's CPU speed during the run (higher is faster): scores
   * from runs whose index differs a lot are not comparable (TBT and LCP scale with it).
   */
  benchmarkIndex?: number;
  /** Accessibility and best-practices audits that did not pass: what to fix to reach 100. */
  failing?: string[];
  error?: string;
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

export interface Auditor {
  /** `prepare` runs before each run; a token it returns is stored as the logged-in player's. */
  audit(url: string, runs: number, prepare: () => Promise<string | undefined>): Promise<Scores>;
  close(): Promise<void>;
}

/**
 * Lighthouse would clear the token with the rest of the origin's storage, so for a logged-in run
 * the same reset is done here, keeping only the token: the HTTP cache, service workers and cache
 * storage go, the token is written on a blank page of the origin (the site itself never loads).
 */
async function storeToken(browser: Browser, url: string, token: string): Promise<void> {
  const { origin } = new URL(url);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto(`${origin}/__bench-storage`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,service_workers,cache_storage',
    });
    await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  } finally {
    await page.close();
  }
}

/** One Chromium for every route; each run starts with an empty cache and storage. */
export async function startAuditor(): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    logLevel: 'silent',
  });
  let cdp: Browser | undefined;

  async function once(url: string, token: string | undefined): Promise<Scores> {
    if (token) {
      cdp ??= await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await storeToken(cdp, url, token);
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: token !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    const failing = [categories.accessibility, categories['best-practices']]
      .flatMap((category) => category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const numeric = (id: string) => {
      const value = audits[id]?.numericValue;
      return value === undefined ? null : value;
    };
    const cls = numeric('cumulative-layout-shift');
    const lcp = numeric('largest-contentful-paint');
    const tbt = numeric('total-blocking-time');
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcpMs: lcp === null ? null : Math.round(lcp),
      tbtMs: tbt === null ? null : Math.round(tbt),
      cls: cls === null ? null : Math.round(cls * 1000) / 1000,
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      ...(failing.length > 0 ? { failing } : {}),
      ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  }

  return {
    async audit(url, runs, prepare) {
      const results: Scores[] = [];
      for (let i = 0; i < runs; i++) results.push(await once(url, await prepare()));
      // The median performance run, with its own metrics, so the row stays one real run.
      results.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      return results[Math.floor((results.length - 1) / 2)]!;
    },
    close: async () => {
      await cdp?.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

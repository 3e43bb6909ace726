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
  /** The largest paint's element as Lighthouse names it (its label, then its CSS selector). */
  lcpElement?: string;
  /**
   * The elements the page's layout shifts moved, the largest shift first, each with its score and
   * the cause Lighthouse names (an unsized picture, a web font): what a CLS above 0 is made of.
   */
  shifts?: string[];
  /** Accessibility and best-practices audits that did not pass: what to fix to reach 100. */
  failing?: string[];
  /**
   * The main thread's tasks over 50 ms (Lighthouse's long-tasks audit), by the script Lighthouse
   * gives them to (its path, or 'unattributed'): issue 48 §1 "which tasks over 50 ms, from which
   * modules".
   */
  longTasks?: LongTask[];
  error?: string;
}

export interface LongTask {
  script: string;
  ms: number;
}

/** The long-tasks audit's items, each given to a script path. */
export function longTasksOf(details: unknown): LongTask[] {
  const items = (details as { items?: Array<{ url?: unknown; duration?: unknown }> } | undefined)
    ?.items;
  return (items ?? []).flatMap((item) => {
    const ms = Number(item.duration);
    if (!Number.isFinite(ms)) return [];
    let script = 'unattributed';
    try {
      script = new URL(String(item.url)).pathname;
    } catch {
      // Lighthouse names no script ('Unattributable'): the task is the page's, not a file's.
    }
    return [{ script, ms: Math.round(ms) }];
  });
}

type Node = { type?: string; nodeLabel?: string; selector?: string };

/** An element as Lighthouse names it: its label (its text, on one line), then its CSS selector. */
const nodeName = (node: Node | undefined) =>
  node
    ? [node.nodeLabel?.replace(/\s+/g, ' ').trim(), node.selector && `(${node.selector})`]
        .filter(Boolean)
        .join(' ')
    : '';

/** The node item of the LCP breakdown insight (Lighthouse 13 names the element there). */
function lcpElement(details: unknown): string | undefined {
  const items = (details as { items?: Node[] })?.items;
  return nodeName(items?.find((item) => item.type === 'node')) || undefined;
}

/** Lighthouse's `layout-shifts` audit: each shift's most moved element, score and causes. */
export function shiftedElements(details: unknown): string[] {
  const items = (
    details as {
      items?: Array<{
        node?: Node;
        score?: number;
        subItems?: { items?: Array<{ cause?: string }> };
      }>;
    }
  )?.items;
  return (items ?? []).map((item) => {
    const causes = (item.subItems?.items ?? []).flatMap((sub) => sub.cause ?? []);
    const why = causes.length > 0 ? `; ${causes.join(', ')}` : '';
    return `${nodeName(item.node) || 'an element Lighthouse does not name'} [${item.score?.toFixed(3) ?? '?'}${why}]`;
  });
}

/** A run Lighthouse could not finish: no figure, and why. */
export function failedRun(error: string): Scores {
  return {
    performance: null,
    accessibility: null,
    bestPractices: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    error,
  };
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

export interface Auditor {
  /** One Lighthouse run; `token`, when given, is stored as the logged-in player's first. */
  audit(url: string, token: string | undefined): Promise<Scores>;
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
    const element = lcpElement(audits['lcp-breakdown-insight']?.details);
    const shifts = shiftedElements(audits['layout-shifts']?.details);
    const longTasks = longTasksOf(audits['long-tasks']?.details);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcpMs: lcp === null ? null : Math.round(lcp),
      tbtMs: tbt === null ? null : Math.round(tbt),
      cls: cls === null ? null : Math.round(cls * 1000) / 1000,
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      ...(element ? { lcpElement: element } : {}),
      ...(shifts.length > 0 ? { shifts } : {}),
      ...(failing.length > 0 ? { failing } : {}),
      longTasks,
      ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  }

  return {
    // A failed run is a result to show, not a reason to lose the other routes' figures.
    audit: (url, token) => once(url, token).catch((error: unknown) => failedRun(String(error))),
    close: async () => {
      await cdp?.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

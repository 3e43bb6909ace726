import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../scripts/chromium';

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Accessibility and best-practices audits that did not pass: what to fix to reach 100. */
  failing?: string[];
  error?: string;
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

export interface Auditor {
  audit(url: string, runs: number, before: () => Promise<void>): Promise<Scores>;
  close(): Promise<void>;
}

/** One Chromium for every route; Lighthouse clears its cache and storage before each run. */
export async function startAuditor(): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    logLevel: 'silent',
  });

  async function once(url: string): Promise<Scores> {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
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
      ...(failing.length > 0 ? { failing } : {}),
      ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  }

  return {
    async audit(url, runs, before) {
      const results: Scores[] = [];
      for (let i = 0; i < runs; i++) {
        await before();
        results.push(await once(url));
      }
      // The median performance run, with its own metrics, so the row stays one real run.
      results.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      return results[Math.floor((results.length - 1) / 2)]!;
    },
    close: async () => {
      chrome.kill();
    },
  };
}

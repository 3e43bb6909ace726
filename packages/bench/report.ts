import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as prettier from 'prettier';
import type { RouteConfig } from './config.js';
import type { Bytes, FirstLoad } from './first-load.js';
import type { Scores } from './lighthouse.js';

export const USABLE =
  'the load event has fired and the network has been idle for 500 ms (Playwright networkidle)';

export interface RouteResult {
  path: string;
  url: string;
  js: Bytes;
  css: Bytes;
  requests: number;
  lighthouse: Scores;
  targets?: { met: boolean; missed: string[] };
}

export interface SiteResult {
  site: string;
  origin: string;
  /** Which built chunks "/" loads; the rest of the site's code waits until its page is opened. */
  chunks: { entry: string[]; loadedOnHome: string[]; notLoadedOnHome: string[] };
  routes: RouteResult[];
}

export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** CLS as the table shows it, to three decimals (a slider dot's 0.000002 is 0). */
export const roundCls = (cls: number | null) =>
  cls === null ? null : Math.round(cls * 1000) / 1000;

/** What the run before this one measured for a route: the figures shown beside the new ones. */
export interface Previous {
  generatedAt: string;
  routes: Map<string, { performance: number | null; jsGzip: number; lcpMs: number | null }>;
}

/**
 * The results this run replaces (bench/results.json as committed: the last measured state of the
 * code, i.e. the previous release's figures when a release is benched). Absent or unreadable: none.
 */
export function readPrevious(file: string): Previous | undefined {
  try {
    const before = JSON.parse(readFileSync(file, 'utf8')) as {
      generatedAt: string;
      sites: SiteResult[];
    };
    const routes: Previous['routes'] = new Map();
    for (const site of before.sites) {
      for (const r of site.routes) {
        routes.set(`${site.site} ${r.path}`, {
          performance: r.lighthouse.performance,
          jsGzip: r.js.gzip,
          lcpMs: r.lighthouse.lcpMs,
        });
      }
    }
    return { generatedAt: before.generatedAt, routes };
  } catch {
    return undefined;
  }
}

/** What a route missed of its targets, in words a reader of the table understands. */
export function missedTargets(
  route: RouteConfig,
  load: FirstLoad,
  scores: Scores,
  homeJs: string[] | undefined,
): string[] {
  const missed: string[] = [];
  const t = route.targets ?? {};
  const below = (name: string, value: number | null, min: number) => {
    if (value === null) missed.push(`${name} not measured`);
    else if (value < min) missed.push(`${name} ${value} < ${min}`);
  };
  if (t.performance !== undefined) below('perf', scores.performance, t.performance);
  if (t.accessibility !== undefined) below('a11y', scores.accessibility, t.accessibility);
  if (t.jsGzipKB !== undefined && load.js.gzip > t.jsGzipKB * 1000) {
    missed.push(`JS ${kb(load.js.gzip)} KB gzip > ${t.jsGzipKB}`);
  }
  const above = (name: string, value: number | null, max: number, unit: string) => {
    if (value === null) missed.push(`${name} not measured`);
    else if (value > max) missed.push(`${name} ${value}${unit} > ${max}${unit}`);
  };
  if (t.lcpMs !== undefined) above('LCP', scores.lcpMs, t.lcpMs, ' ms');
  if (t.tbtMs !== undefined) above('TBT', scores.tbtMs, t.tbtMs, ' ms');
  if (t.cls !== undefined) above('CLS', roundCls(scores.cls), t.cls, '');
  if (homeJs && !load.js.files.some((file) => !homeJs.includes(file))) {
    missed.push('page code not split from /');
  }
  return missed;
}

async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

export async function writeResults(file: string, results: object): Promise<void> {
  await writeFormatted(file, JSON.stringify(results, null, 2));
}

const cell = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined ? '–' : `${value}${unit}`;

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

function table(sites: SiteResult[], previous: Previous | undefined): string {
  const head =
    '| site | route | JS gzip / br (KB) | CSS gzip / br (KB) | requests | perf | a11y | best practices | LCP | TBT | CLS | before: perf · JS · LCP | target met |';
  const rule = `|${' --- |'.repeat(13)}`;
  const rows = sites.flatMap((site) =>
    site.routes.map((r) => {
      const lh = r.lighthouse;
      const target = !r.targets ? '' : r.targets.met ? '✓' : `✗ ${r.targets.missed.join('; ')}`;
      const was = previous?.routes.get(`${site.site} ${r.path}`);
      const before = was
        ? `${cell(was.performance)} · ${kb(was.jsGzip)} · ${seconds(was.lcpMs)}`
        : '–';
      return [
        site.site,
        `\`${r.path}\``,
        `${kb(r.js.gzip)} / ${kb(r.js.brotli)}`,
        `${kb(r.css.gzip)} / ${kb(r.css.brotli)}`,
        r.requests,
        cell(lh.performance),
        cell(lh.accessibility),
        cell(lh.bestPractices),
        seconds(lh.lcpMs),
        cell(lh.tbtMs, ' ms'),
        cell(roundCls(lh.cls)),
        before,
        target,
      ].join(' | ');
    }),
  );
  return [head, rule, ...rows.map((row) => `| ${row} |`)].join('\n');
}

/** Replaces what lies between the README's bench markers with the latest table. */
export async function writeReadme(
  file: string,
  sites: SiteResult[],
  about: { generatedAt: string; chromium: string; runs: number; previous?: Previous },
): Promise<void> {
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const readme = readFileSync(file, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} markers`);
  const body = [
    `Measured ${about.generatedAt.slice(0, 10)} in Chromium ${about.chromium}, Lighthouse runs per route: ${about.runs}` +
      (about.previous
        ? `; "before" is the run this one replaced (${about.previous.generatedAt.slice(0, 10)}).`
        : '.'),
    '',
    table(sites, about.previous),
  ].join('\n');
  await writeFormatted(
    file,
    `${readme.slice(0, from + start.length)}\n\n${body}\n\n${readme.slice(to)}`,
  );
}

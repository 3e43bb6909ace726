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

function table(sites: SiteResult[]): string {
  const head =
    '| site | route | JS gzip / br (KB) | CSS gzip / br (KB) | requests | perf | a11y | best practices | LCP | TBT | CLS | target met |';
  const rule = `|${' --- |'.repeat(12)}`;
  const rows = sites.flatMap((site) =>
    site.routes.map((r) => {
      const lh = r.lighthouse;
      const target = !r.targets ? '' : r.targets.met ? '✓' : `✗ ${r.targets.missed.join('; ')}`;
      return [
        site.site,
        `\`${r.path}\``,
        `${kb(r.js.gzip)} / ${kb(r.js.brotli)}`,
        `${kb(r.css.gzip)} / ${kb(r.css.brotli)}`,
        r.requests,
        cell(lh.performance),
        cell(lh.accessibility),
        cell(lh.bestPractices),
        lh.lcpMs === null ? '–' : `${(lh.lcpMs / 1000).toFixed(1)} s`,
        cell(lh.tbtMs, ' ms'),
        cell(lh.cls),
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
  about: { generatedAt: string; chromium: string; runs: number },
): Promise<void> {
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const readme = readFileSync(file, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} markers`);
  const body = [
    `Measured ${about.generatedAt.slice(0, 10)} in Chromium ${about.chromium}, Lighthouse runs per route: ${about.runs}.`,
    '',
    table(sites),
  ].join('\n');
  await writeFormatted(
    file,
    `${readme.slice(0, from + start.length)}\n\n${body}\n\n${readme.slice(to)}`,
  );
}

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as prettier from 'prettier';
import type { RouteConfig } from './config.js';
import type { Bytes, FirstLoad } from './first-load.js';
import type { ModuleShare } from './modules.js';
import type { Medians, ScriptLongTasks } from './medians.js';

export const USABLE =
  "the load event has fired and the network has been idle for 500 ms (Playwright networkidle), or the site's loading overlay has gone, whichever comes first";

/** A route's figures read against the floor's, both measured in this run. */
export interface VsFloorFigures {
  /** The route's median LCP divided by the floor's. */
  lcpRatio: number | null;
  /** The route's median TBT minus the floor's, ms. */
  tbtMsOver: number | null;
  /** The route's first-load JS (gzip) minus the floor's, KB of 1000 bytes. */
  jsGzipKBOver: number;
  /** The floor's median performance score minus the route's. */
  performanceUnder: number | null;
}

/** A route's figures read against the peer's, both measured in this run (issue 48). */
export interface VsPeerFigures {
  /** The route's first-load JS (gzip) divided by the peer's. */
  jsGzipRatio: number;
  /** The route's median TBT minus the peer's, ms. */
  tbtMsOver: number | null;
  /** The route's median LCP divided by the peer's. */
  lcpRatio: number | null;
}

export interface Measured {
  js: Bytes;
  css: Bytes;
  requests: number;
  lighthouse: Medians;
}

export interface RouteResult extends Measured {
  path: string;
  url: string;
  vsFloor: VsFloorFigures;
  /** Against the peer, for a route with targets against it. */
  vsPeer?: VsPeerFigures | undefined;
  targets?: { met: boolean; missed: string[] };
  /** What its first-load JS is made of, largest first (none when the build wrote no report). */
  modules?: ModuleShare[] | undefined;
  /** Its main thread's tasks over 50 ms by script, with what each script is mostly made of. */
  mainThread?: Array<ScriptLongTasks & { madeOf: string[] }> | undefined;
}

export interface SiteResult {
  site: string;
  origin: string;
  /** Which built chunks "/" loads; the rest of the site's code waits until its page is opened. */
  chunks: { entry: string[]; loadedOnHome: string[]; notLoadedOnHome: string[] };
  routes: RouteResult[];
}

export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

const difference = (ours: number | null, floor: number | null) =>
  ours === null || floor === null ? null : Math.round(ours - floor);

export function vsFloor(route: FirstLoad, scores: Medians, floor: Measured): VsFloorFigures {
  const floorLcp = floor.lighthouse.lcpMs;
  return {
    lcpRatio:
      scores.lcpMs === null || !floorLcp ? null : Math.round((scores.lcpMs / floorLcp) * 100) / 100,
    tbtMsOver: difference(scores.tbtMs, floor.lighthouse.tbtMs),
    jsGzipKBOver: kb(route.js.gzip - floor.js.gzip),
    performanceUnder: difference(floor.lighthouse.performance, scores.performance),
  };
}

export function vsPeer(route: FirstLoad, scores: Medians, peer: Measured): VsPeerFigures {
  const ratio = (ours: number | null, theirs: number | null) =>
    ours === null || !theirs ? null : Math.round((ours / theirs) * 100) / 100;
  return {
    jsGzipRatio: ratio(route.js.gzip, peer.js.gzip)!,
    tbtMsOver: difference(scores.tbtMs, peer.lighthouse.tbtMs),
    lcpRatio: ratio(scores.lcpMs, peer.lighthouse.lcpMs),
  };
}

/** What a route missed of its targets, in words a reader of the table understands. */
export function missedTargets(
  route: RouteConfig,
  load: FirstLoad,
  scores: Medians,
  vs: VsFloorFigures,
  homeJs: string[] | undefined,
  peer?: VsPeerFigures,
): string[] {
  const missed: string[] = [];
  const t = route.targets ?? {};
  const f = t.vsFloor ?? {};
  const atMost = (
    name: string,
    value: number | null,
    max: number | undefined,
    unit = '',
    why = '',
  ) => {
    if (max === undefined) return;
    if (value === null) missed.push(`${name} not measured`);
    else if (value > max) missed.push(`${name} ${value}${unit} > ${max}${unit}${why}`);
  };
  atMost('LCP ÷ floor', vs.lcpRatio, f.lcpRatio);
  atMost('TBT − floor', vs.tbtMsOver, f.tbtMsOver, ' ms');
  atMost('JS − floor', vs.jsGzipKBOver, f.jsGzipKBOver, ' KB');
  atMost('perf below floor by', vs.performanceUnder, f.performanceUnder);
  const p = t.vsPeer ?? {};
  if (p.jsGzipRatio !== undefined || p.tbtMsOver !== undefined) {
    if (!peer) missed.push('peer not measured');
    else {
      atMost('JS ÷ peer', peer.jsGzipRatio, p.jsGzipRatio, '×');
      atMost('TBT − peer', peer.tbtMsOver, p.tbtMsOver, ' ms');
    }
  }
  atMost('requests', load.requests, t.requests);
  // Names what moved, so the miss can be aimed at (the bench's results.json keeps every shift).
  const moved = scores.shifts?.[0];
  atMost('CLS', scores.cls, t.cls, '', moved ? ` (moved: ${moved})` : '');
  if (t.accessibility !== undefined) {
    if (scores.accessibility === null) missed.push('a11y not measured');
    else if (scores.accessibility < t.accessibility) {
      missed.push(`a11y ${scores.accessibility} < ${t.accessibility}`);
    }
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

const signed = (value: number | null, unit = '') =>
  value === null ? '–' : `${value > 0 ? '+' : ''}${value}${unit}`;

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);

// A selector may hold '|' (attribute selectors): it would split the Markdown cell.
const element = (name: string | undefined) => (name ? name.replaceAll('|', '\\|') : '–');

function row(
  site: string,
  path: string,
  r: Measured,
  vs: VsFloorFigures | undefined,
  target: string,
) {
  const lh = r.lighthouse;
  return [
    site,
    `\`${path}\``,
    vs ? cell(vs.lcpRatio, '×') : '1×',
    vs ? signed(vs.tbtMsOver, ' ms') : '0',
    vs ? signed(vs.jsGzipKBOver) : '0',
    vs ? signed(vs.performanceUnder === null ? null : -vs.performanceUnder) : '0',
    r.requests,
    cell(lh.cls),
    cell(lh.accessibility),
    element(lh.lcpElement),
    seconds(lh.lcpMs),
    cell(lh.tbtMs, ' ms'),
    `${kb(r.js.gzip)} / ${kb(r.js.brotli)}`,
    `${kb(r.css.gzip)} / ${kb(r.css.brotli)}`,
    cell(lh.performance),
    target,
  ];
}

/** The peer, as the table shows it: its own row, read against the floor like ours. */
export interface PeerResult extends Measured {
  name: string;
  vsFloor: VsFloorFigures;
}

function table(floor: Measured, sites: SiteResult[], peer?: PeerResult): string {
  const head =
    '| site | route | LCP ÷ floor | TBT − floor | JS − floor (KB gzip) | perf − floor | requests | CLS | a11y | largest paint | LCP | TBT | JS gzip / br (KB) | CSS gzip / br (KB) | perf | target met |';
  const rule = `|${' --- |'.repeat(16)}`;
  const rows = [
    row('floor', '/', floor, undefined, ''),
    ...(peer ? [row(`peer: ${peer.name}`, '/', peer, peer.vsFloor, '')] : []),
    ...sites.flatMap((site) =>
      site.routes.map((r) => {
        const target = !r.targets ? '' : r.targets.met ? '✓' : `✗ ${r.targets.missed.join('; ')}`;
        return row(site.site, r.path, r, r.vsFloor, target);
      }),
    ),
  ];
  return [head, rule, ...rows.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');
}

/** The routes whose first load is taken apart (issue 48 §1: home and /login). */
export const TAKEN_APART = new Set(['player-web /', 'player-web /login']);
/** How many groups results.json keeps for each, the largest; the rest are summed into one. */
export const KEPT = 40;
/** How many groups each shows; the rest are summed. */
const TOP = 12;

export function modulesTable(sites: SiteResult[]): string {
  const parts = sites.flatMap((site) =>
    site.routes
      .filter((r) => TAKEN_APART.has(`${site.site} ${r.path}`) && r.modules?.length)
      .map((r) => {
        const modules = r.modules!;
        const rest = modules.slice(TOP).reduce((sum, m) => sum + m.gzip, 0);
        const rows = [
          ...modules.slice(0, TOP).map((m) => `| ${m.name} | ${kb(m.gzip)} |`),
          `| the rest | ${kb(rest)} |`,
        ];
        const tasks = (r.mainThread ?? []).map(
          (t) => `| \`${t.script}\` | ${t.ms} ms (${t.tasks}) | ${t.madeOf.join(', ') || '–'} |`,
        );
        return [
          `${site.site} \`${r.path}\`: ${kb(r.js.gzip)} KB gzip of JS, by what it is made of (KB gzip, each module's share of its file's):`,
          '',
          '| module group | KB gzip |',
          '| --- | --- |',
          ...rows,
          '',
          `Its main thread's tasks over 50 ms, by script (medians per run: time, and how many):`,
          '',
          ...(tasks.length
            ? ['| script | long tasks | the script is mostly |', '| --- | --- | --- |', ...tasks]
            : ['none.']),
        ].join('\n');
      }),
  );
  return parts.join('\n\n');
}

/** The README's bench section: the routes' table, then home's and /login's first loads taken apart. */
export function benchMarkdown(
  floor: Measured,
  sites: SiteResult[],
  about: { generatedAt: string; chromium: string; runs: number },
  peer?: PeerResult,
): string {
  return [
    `Measured ${about.generatedAt.slice(0, 10)} in Chromium ${about.chromium}: Lighthouse figures are ` +
      `medians of ${about.runs} runs per route, the floor's of its runs between them.`,
    '',
    table(floor, sites, peer),
    '',
    ...(peer ? [peerTable(sites, peer), ''] : []),
    modulesTable(sites),
  ].join('\n');
}

/** The routes read against the peer (issue 48's targets), measured in the same run. */
function peerTable(sites: SiteResult[], peer: PeerResult): string {
  const rows = sites.flatMap((site) =>
    site.routes
      .filter((r) => r.vsPeer)
      .map(
        (r) =>
          `| ${site.site} | \`${r.path}\` | ${r.vsPeer!.jsGzipRatio}× | ${signed(r.vsPeer!.tbtMsOver, ' ms')} | ${cell(r.vsPeer!.lcpRatio, '×')} |`,
      ),
  );
  return [
    `Against the peer, ${peer.name}'s landing page (\`packages/bench/peer\`), in the same run:`,
    '',
    '| site | route | JS ÷ peer | TBT − peer | LCP ÷ peer |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Replaces what lies between the README's bench markers with the latest table. */
export async function writeReadme(
  file: string,
  floor: Measured,
  sites: SiteResult[],
  about: { generatedAt: string; chromium: string; runs: number },
  peer?: PeerResult,
): Promise<void> {
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const readme = readFileSync(file, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} markers`);
  const body = benchMarkdown(floor, sites, about, peer);
  await writeFormatted(
    file,
    `${readme.slice(0, from + start.length)}\n\n${body}\n\n${readme.slice(to)}`,
  );
}

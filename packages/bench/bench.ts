import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@wallet/build/chromium';
import { readRoutes } from './config.js';
import { measureFirstLoad, type FirstLoad } from './first-load.js';
import { startAuditor, type Scores } from './lighthouse.js';
import { medianOf, type ScriptLongTasks } from './medians.js';
import { firstLoadModules, gzipOfFile, readModuleReport } from './modules.js';
import {
  USABLE,
  benchMarkdown,
  kb,
  missedTargets,
  vsFloor,
  vsPeer,
  writeReadme,
  writeResults,
  type Measured,
  type SiteResult,
  KEPT,
  TAKEN_APART,
} from './report.js';
import { prepareRoute, startServer } from './server.js';

const USAGE = `Usage: pnpm bench [-- --runs N] [-- --check] [-- --only SITE:PATH ...]
  --runs N          rounds of Lighthouse runs: each route once per round, the floor between them;
                    each figure is the median of its runs (default 5)
  --check           exit 1 when a target is missed (by default missed targets are only reported)
  --only SITE:PATH  measure only these routes (e.g. --only player-web:/ --only player-web:/login),
                    beside the floor as always; the tables are printed and nothing is written`;

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    check: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number\n${USAGE}`);

const listed = readRoutes(new URL('../routes.json', import.meta.url));
const { floor } = listed;
// The peer is measured when its build is here (packages/bench/peer, kept in the repository).
const peer =
  listed.peer && existsSync(join(root, listed.peer.dist, 'index.html')) ? listed.peer : undefined;
if (listed.peer && !peer) console.log(`${listed.peer.dist} is missing: the peer is not measured.`);
// `--only`: a change's effect on one or two routes, side by side with the floor, in minutes.
const only = args.only;
const sites = only
  ? listed.sites
      .map((site) => ({
        ...site,
        routes: site.routes.filter((route) => only.includes(`${site.site}:${route.path}`)),
      }))
      .filter((site) => site.routes.length > 0)
  : listed.sites;
if (only && sites.reduce((n, site) => n + site.routes.length, 0) !== only.length) {
  throw new Error(`--only names a route routes.json does not list: ${only.join(', ')}\n${USAGE}`);
}
for (const site of [...sites, floor]) {
  if (!existsSync(join(root, site.dist, 'index.html'))) {
    throw new Error(
      `${site.dist} is not built: run \`pnpm bench\` from the root, which builds it.`,
    );
  }
}

/** The entry chunks are what index.html names; everything else must be asked for by the code. */
function entryChunks(dist: string): string[] {
  const html = readFileSync(join(root, dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!).sort();
}

function distChunks(dist: string): string[] {
  const assets = join(root, dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`)
    .sort();
}

/**
 * The floor is audited before every FLOOR_EVERY routes of each round, so its runs are spread over
 * the same minutes as the routes': the machine's speed moves within a run, and a ratio is only
 * fair between figures that met the same weather.
 */
const FLOOR_EVERY = 4;

const started = Date.now();
const log = (line: string) =>
  console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);
const server = await startServer(root, [...sites, floor, ...(peer ? [peer] : [])]);
const stopOnSignal = (signal: NodeJS.Signals) => {
  void server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

const floorUrl = `http://localhost:${floor.port}/`;
const peerUrl = peer && `http://localhost:${peer.port}/`;
const routes = sites.flatMap((site) =>
  site.routes.map((route) => ({ site, route, url: `http://localhost:${site.port}${route.path}` })),
);

try {
  const loads = new Map<string, FirstLoad>();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const chromiumVersion = browser.version();
  try {
    const floorRoute = { url: floorUrl, route: { as: undefined }, site: { overlay: undefined } };
    const peerRoute = peerUrl && { ...floorRoute, url: peerUrl };
    for (const { url, route, site } of [floorRoute, ...(peerRoute ? [peerRoute] : []), ...routes]) {
      const load = await measureFirstLoad(browser, url, await prepareRoute(route.as), site.overlay);
      loads.set(url, load);
      log(`${url}: JS ${kb(load.js.gzip)} KB gzip, ${load.requests} requests`);
    }
  } finally {
    await browser.close();
  }

  const audits = new Map<string, Scores[]>([
    [floorUrl, []],
    ...(peerUrl ? [[peerUrl, []] as [string, Scores[]]] : []),
  ]);
  const auditor = await startAuditor();
  try {
    const one = async (url: string, as: string | undefined) => {
      const result = await auditor.audit(url, await prepareRoute(as));
      audits.set(url, [...(audits.get(url) ?? []), result]);
      log(
        `${url}: perf ${result.performance}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms` +
          (result.benchmarkIndex ? `, CPU benchmark index ${result.benchmarkIndex}` : '') +
          (result.error ? ` (Lighthouse: ${result.error})` : ''),
      );
    };
    for (let round = 1; round <= runs; round++) {
      log(`round ${round} of ${runs}`);
      for (const [i, { url, route }] of routes.entries()) {
        if (i % FLOOR_EVERY === 0) {
          await one(floorUrl, undefined);
          // The peer once a round, beside the floor: its own figures meet the same minutes.
          if (peerUrl && i === 0) await one(peerUrl, undefined);
        }
        await one(url, route.as);
      }
    }
  } finally {
    await auditor.close();
  }

  const measured = (url: string): Measured => {
    const load = loads.get(url)!;
    return {
      js: load.js,
      css: load.css,
      requests: load.requests,
      lighthouse: medianOf(audits.get(url)!),
    };
  };
  const floorResult = measured(floorUrl);
  const peerResult =
    peer && peerUrl
      ? (() => {
          const result = measured(peerUrl);
          return {
            name: peer.name,
            ...result,
            vsFloor: vsFloor(loads.get(peerUrl)!, result.lighthouse, floorResult),
          };
        })()
      : undefined;
  const missed: string[] = [];
  const siteResults: SiteResult[] = sites.map((site) => {
    const origin = `http://localhost:${site.port}`;
    // Issue 48 §1: what each route's first load is made of, from the build's module graph.
    const reportFile = join(root, site.dist, '..', 'build-report/modules.json');
    const report = existsSync(reportFile) ? readModuleReport(reportFile) : null;
    const modulesOf = (path: string, load: FirstLoad) => {
      if (!report || !TAKEN_APART.has(`${site.site} ${path}`)) return undefined;
      const all = firstLoadModules(report, load.js.files, (file) =>
        gzipOfFile(join(root, site.dist, file)),
      );
      const rest = all.slice(KEPT).reduce((sum, m) => sum + m.gzip, 0);
      return [
        ...all.slice(0, KEPT),
        ...(rest ? [{ name: `${all.length - KEPT} more`, gzip: rest }] : []),
      ];
    };
    // Each script's tasks over 50 ms, with what that file is mostly made of.
    const mainThreadOf = (path: string, tasks: ScriptLongTasks[] | undefined) =>
      report && TAKEN_APART.has(`${site.site} ${path}`)
        ? (tasks ?? []).map((task) => ({
            ...task,
            madeOf: task.script.endsWith('.js')
              ? firstLoadModules(report, [task.script], (file) =>
                  gzipOfFile(join(root, site.dist, file)),
                )
                  .slice(0, 3)
                  .map((m) => m.name)
              : [],
          }))
        : undefined;
    const homeJs = loads.get(`${origin}/`)?.js.files;
    const entry = entryChunks(site.dist);
    const siteRoutes = site.routes.map((route) => {
      const url = `${origin}${route.path}`;
      const load = loads.get(url)!;
      const result = measured(url);
      const vs = vsFloor(load, result.lighthouse, floorResult);
      const againstPeer =
        peerResult && (route.targets?.vsPeer || TAKEN_APART.has(`${site.site} ${route.path}`))
          ? vsPeer(load, result.lighthouse, peerResult)
          : undefined;
      const checksLazy = site.lazyPages && route.path !== '/';
      const hasTargets = route.targets !== undefined || checksLazy;
      const routeMissed = hasTargets
        ? missedTargets(
            route,
            load,
            result.lighthouse,
            vs,
            checksLazy ? (homeJs ?? []) : undefined,
            againstPeer,
          )
        : [];
      for (const m of routeMissed) missed.push(`${site.site} ${route.path}: ${m}`);
      return {
        path: route.path,
        url,
        // The ratios first: they are what holds from one day's machine to the next.
        vsFloor: vs,
        ...(againstPeer ? { vsPeer: againstPeer } : {}),
        ...result,
        ...(hasTargets ? { targets: { met: routeMissed.length === 0, missed: routeMissed } } : {}),
        modules: modulesOf(route.path, load),
        mainThread: mainThreadOf(route.path, result.lighthouse.longTasks),
      };
    });
    const all = distChunks(site.dist);
    const onHome = homeJs ?? [];
    return {
      site: site.site,
      origin,
      chunks: {
        entry,
        loadedOnHome: onHome.filter((file) => !entry.includes(file)),
        notLoadedOnHome: all.filter((file) => !onHome.includes(file)),
      },
      routes: siteRoutes,
    };
  });

  const generatedAt = new Date().toISOString();
  const about = { generatedAt, chromium: chromiumVersion, runs };
  if (only) {
    console.log(`\n${benchMarkdown(floorResult, siteResults, about, peerResult)}`);
  } else {
    const benchPackage = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    );
    await writeResults(join(root, 'bench/results.json'), {
      generatedAt,
      node: process.version,
      chromium: chromiumVersion,
      lighthouse: benchPackage.devDependencies.lighthouse,
      lighthouseRuns: runs,
      usable: USABLE,
      missedTargets: missed,
      floor: { url: floorUrl, ...floorResult },
      ...(peerResult ? { peer: { url: peerUrl, ...peerResult } } : {}),
      sites: siteResults,
    });
    await writeReadme(join(root, 'README.md'), floorResult, siteResults, about, peerResult);
    log('wrote bench/results.json and the README table');
  }

  if (missed.length > 0) {
    console.log(
      `\nMISSED TARGETS (${missed.length}):\n${missed.map((m) => `  ✗ ${m}`).join('\n')}`,
    );
    if (args.check) process.exitCode = 1;
  } else {
    console.log('\nEvery target met.');
  }
} finally {
  await server.stop();
}

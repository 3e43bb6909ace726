import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@wallet/build/chromium';
import { readRoutes } from './config.js';
import { measureFirstLoad, type FirstLoad } from './first-load.js';
import { startAuditor, type Scores } from './lighthouse.js';
import {
  USABLE,
  kb,
  missedTargets,
  readPrevious,
  writeReadme,
  writeResults,
  type SiteResult,
} from './report.js';
import { prepareRoute, startServer } from './server.js';

const USAGE = `Usage: pnpm bench [-- --runs N] [-- --check]
  --runs N  Lighthouse runs per route; the median performance run is kept (default 1)
  --check   exit 1 when a target is missed (by default missed targets are only reported)`;

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    check: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number\n${USAGE}`);

const sites = readRoutes(new URL('../routes.json', import.meta.url));
for (const site of sites) {
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

const started = Date.now();
const log = (line: string) =>
  console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);
const server = await startServer(root, sites);
const stopOnSignal = (signal: NodeJS.Signals) => {
  void server.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

try {
  const loads = new Map<string, FirstLoad>();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const chromiumVersion = browser.version();
  try {
    for (const site of sites) {
      for (const route of site.routes) {
        const url = `http://localhost:${site.port}${route.path}`;
        const load = await measureFirstLoad(browser, url, await prepareRoute(route.as));
        loads.set(url, load);
        log(`${url}: JS ${kb(load.js.gzip)} KB gzip, ${load.requests} requests`);
      }
    }
  } finally {
    await browser.close();
  }

  const scores = new Map<string, Scores>();
  const auditor = await startAuditor();
  try {
    for (const site of sites) {
      for (const route of site.routes) {
        const url = `http://localhost:${site.port}${route.path}`;
        // A failed audit is a result to show, not a reason to lose the other routes' figures.
        const result = await auditor
          .audit(url, runs, () => prepareRoute(route.as))
          .catch((error: unknown): Scores => ({
            performance: null,
            accessibility: null,
            bestPractices: null,
            lcpMs: null,
            tbtMs: null,
            cls: null,
            error: String(error),
          }));
        scores.set(url, result);
        log(
          `${url}: perf ${result.performance}, a11y ${result.accessibility}, best practices ${result.bestPractices}` +
            (result.benchmarkIndex ? `, CPU benchmark index ${result.benchmarkIndex}` : '') +
            (result.error ? ` (Lighthouse: ${result.error})` : ''),
        );
      }
    }
  } finally {
    await auditor.close();
  }

  const missed: string[] = [];
  const siteResults: SiteResult[] = sites.map((site) => {
    const origin = `http://localhost:${site.port}`;
    const homeJs = loads.get(`${origin}/`)?.js.files;
    const entry = entryChunks(site.dist);
    const routes = site.routes.map((route) => {
      const url = `${origin}${route.path}`;
      const load = loads.get(url)!;
      const lighthouse = scores.get(url)!;
      const checksLazy = site.lazyPages && route.path !== '/';
      const hasTargets = route.targets !== undefined || checksLazy;
      const routeMissed = hasTargets
        ? missedTargets(route, load, lighthouse, checksLazy ? (homeJs ?? []) : undefined)
        : [];
      for (const m of routeMissed) missed.push(`${site.site} ${route.path}: ${m}`);
      return {
        path: route.path,
        url,
        js: load.js,
        css: load.css,
        requests: load.requests,
        lighthouse,
        ...(hasTargets ? { targets: { met: routeMissed.length === 0, missed: routeMissed } } : {}),
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
      routes,
    };
  });

  const generatedAt = new Date().toISOString();
  const benchPackage = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  );
  const resultsFile = join(root, 'bench/results.json');
  const previous = readPrevious(resultsFile);
  await writeResults(resultsFile, {
    generatedAt,
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: benchPackage.devDependencies.lighthouse,
    lighthouseRuns: runs,
    usable: USABLE,
    sites: siteResults,
    missedTargets: missed,
  });
  await writeReadme(join(root, 'README.md'), siteResults, {
    generatedAt,
    chromium: chromiumVersion,
    runs,
    previous,
  });
  log('wrote bench/results.json and the README table');

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

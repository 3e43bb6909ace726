import { dirname, parse, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import {
  defaultClientConditions,
  defineConfig,
  loadEnv,
  type HtmlTagDescriptor,
  type PluginOption,
  type UserConfigFnObject,
  type Plugin,
} from 'vite';
import {
  HEADERS_FILE,
  securityHeaders,
  type HeadersFile,
  type SitePolicy,
  type TrustedTypesPolicy,
} from './csp.js';
import { pageHtmlPlugin } from './page-html.js';

export {
  contentSecurityPolicy,
  securityHeaders,
  HEADERS_FILE,
  TRUSTED_TYPES_POLICIES,
  type HeadersFile,
  type TrustedTypesPolicy,
} from './csp.js';
export { pageHtmlPlugin, pagesIn } from './page-html.js';

/** What a site asks the browser to start before its code runs. */
export interface EarlyHints {
  /** Origins the first calls go to: the connection is opened while the code downloads. */
  preconnect?: string[];
  /** A GET the code makes first (the tracker lookup): fetched while the code downloads. */
  preloadFetch?: string;
}

// An inline icon: without one the browser asks for /favicon.ico, a 404 in the console.
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230b1020'/%3E%3Ctext x='16' y='22' font-size='16' text-anchor='middle' fill='%2300d8ff' font-family='sans-serif'%3EV%3C/text%3E%3C/svg%3E";

function headTags(hints: EarlyHints): HtmlTagDescriptor[] {
  const tags: HtmlTagDescriptor[] = [
    { tag: 'link', attrs: { rel: 'icon', href: ICON }, injectTo: 'head' },
  ];
  for (const origin of hints.preconnect ?? []) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
      injectTo: 'head',
    });
  }
  if (hints.preloadFetch) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'preload', as: 'fetch', href: hints.preloadFetch, crossorigin: 'anonymous' },
      injectTo: 'head',
    });
  }
  return tags;
}

/**
 * Writes the headers this build must be served with (`_headers.json`, see `./csp.ts`) beside it, from
 * the same environment the build read: `deploy/render.mjs` turns it into nginx configuration and the
 * sandbox sends it, so a host's policy always matches the build it serves.
 */
function headersPlugin(env: Record<string, string>, site: SitePolicy): Plugin {
  return {
    name: 'wallet-headers',
    apply: 'build',
    generateBundle() {
      const file: HeadersFile = { headers: securityHeaders(env, site) };
      this.emitFile({
        type: 'asset',
        fileName: HEADERS_FILE,
        source: `${JSON.stringify(file, null, 2)}\n`,
      });
    },
  };
}

/**
 * The page's first paint: `html` inside its empty `<div id="root"></div>` (see `firstPaint`), and
 * the stylesheets asked for before the scripts. Vite lists them last; over HTTP/1.1's six
 * connections per host they then waited behind the framework's download, and the page, which the
 * stylesheets hold back, painted nothing until it was in.
 */
function firstPaintPlugin(html: string | undefined): Plugin {
  return {
    name: 'first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(page) {
        const stylesheets = page.match(/ *<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = page.search(/ *<script type="module"/);
        if (stylesheets.length > 0 && firstScript >= 0) {
          const rest = stylesheets.reduce((out, tag) => out.replace(tag, ''), page);
          const at = rest.search(/ *<script type="module"/);
          page = rest.slice(0, at) + stylesheets.join('') + rest.slice(at);
        }
        if (!html) return page;
        const empty = '<div id="root"></div>';
        if (!page.includes(empty))
          throw new Error(`index.html has no ${empty} for the first paint`);
        return page.replace(empty, `<div id="root">${html}</div>`);
      },
    },
  };
}

/**
 * What a production build must be given: each entry is a list of variables of which at least one
 * is set ("the tracker or a fixed API base"). Without them the site would ship the sandbox's
 * localhost address and its test captcha token.
 */
export type ProductionRequirement = readonly string[];

/**
 * What every site that calls the upstream needs in production: where the API is (the tracker, or a
 * fixed API base), the origins the policy lets it reach, the security code public calls carry, and
 * the site code the tracker is asked with (not needed with a fixed API base, which skips the
 * tracker). Unset, the build would ship the sandbox's localhost, `sandbox-security-code` and site
 * code `sandbox`.
 */
export const UPSTREAM_REQUIREMENTS: readonly ProductionRequirement[] = [
  ['VITE_TRACKER_BASE', 'VITE_API_BASE'],
  // The policy's connect-src (deploy/README.md): without a fixed API base, the origins the tracker
  // may name, or every call after the tracker's answer is refused.
  ['VITE_API_BASE', 'VITE_API_ORIGINS'],
  ['VITE_SECURITY_CODE'],
  ['VITE_SITE_CODE', 'VITE_API_BASE'],
];

/**
 * What every site needs in production, whatever it calls: where browsers report its policy's
 * violations (issue 39 §2). Unset, the reports would go to the sandbox on localhost.
 */
export const REPORTING_REQUIREMENTS: readonly ProductionRequirement[] = [['VITE_CSP_REPORT_URL']];

/**
 * Fails a production build that lacks what a real deployment needs, with a message naming what is
 * missing. Building for the sandbox is an explicit choice: `vite build --mode sandbox` (what
 * `pnpm build`, `pnpm start` and the tests do). Exported for its test.
 */
export function checkProductionEnv(
  mode: string,
  env: Record<string, string | undefined>,
  required: ProductionRequirement[],
): void {
  if (mode !== 'production') return;
  const missing = required.filter((anyOf) => !anyOf.some((key) => env[key]));
  if (missing.length === 0) return;
  const names = missing.map((anyOf) => anyOf.join(' or ')).join('; ');
  throw new Error(
    `A production build needs ${names}. Set them (see README, "Pointing a site at a real upstream"), ` +
      'or build for the upstream sandbox on purpose with `vite build --mode sandbox`.',
  );
}

/**
 * How the sites' code is cut into files. Left alone, the bundler gives every set of pages that
 * shares a module its own chunk: with one module per source file, /deposit asked for 43 scripts of
 * about a kilobyte each, and over HTTP/1.1's six connections per host each wave of them costs a
 * round trip (issue 15: "home's 36 [requests] go down"). Three groups instead, taken in this order
 * (a module goes to the first that takes it):
 */
function chunkGroups(firstScreenFolder: string | undefined) {
  return [
    // Every page needs the framework: one chunk, cached across deploys of the app code.
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|openapi-fetch|zustand)[\\/]/,
    },
    // What the entry and the first screen (`firstScreen`: home) use, after tree-shaking: one chunk
    // beside the entry's. Home then asks for the framework, this, and its own page's chunk, and
    // nothing the other pages share (issue 48 §2: the fields, the QR, the payment frame, zod rode
    // in a shared chunk home asked for, 140 → 121 KB gzip). The first screen's own folder stays in
    // its page's chunk, so a page opened first elsewhere (/login) carries only the kit's pieces
    // home draws (+2.9 KB gzip) and not home's own code.
    {
      name: 'app',
      tags: ['$initial' as const],
      test: (id: string) => !firstScreenFolder || !id.startsWith(firstScreenFolder),
    },
    // Our own code (the packages' and the site's) that three or more chunks share: one chunk. Not
    // domain's dates (date-fns, 8 KB), which only some pages load, its validation (zod), nor the
    // amounts in words (the five money forms'): a page without a form did not carry them. Shared by
    // two (+21 to +28 KB on every page), by five, zod in a chunk of its own and a money chunk were
    // measured and not taken (docs/decisions.md). Over HTTP/1.1's six connections a wave of small
    // files costs a round trip each, more than their bytes (issue 26).
    {
      name: 'shared',
      test: (id: string) =>
        !/[\\/]node_modules[\\/]/.test(id) &&
        !/packages[\\/]domain[\\/]src[\\/](validation[\\/]|time\.ts|money-words\.ts)/.test(id),
      minShareCount: 3,
    },
  ];
}

/**
 * The one Vite setup of the three sites. Workspace packages are read from their sources (the
 * `source` export condition), so a change to a package shows in `pnpm dev` without a rebuild. Each
 * source file is its own module, as each is in the packages' dist for a consumer outside the repo,
 * so a page's chunk carries only the rules, texts and components that page uses, and the first
 * load stays small (zod, date-fns and DOMPurify load with the pages that need them).
 */
/** Where a site's build writes its modules and their sizes (rollup-plugin-visualizer's raw data). */
export const MODULE_REPORT = 'build-report/modules.json';

export function defineSite(options: {
  dev: number;
  preview: number;
  /** From the site's environment (`VITE_*`), what to start early; see `EarlyHints`. */
  earlyHints?: (env: Record<string, string>) => EarlyHints;
  /** What a production build must be given (see `checkProductionEnv`). */
  requiredInProduction?: ProductionRequirement[];
  /**
   * HTML put inside index.html's `#root`: what the page shows before any script runs, until React
   * draws over it (player-web: the loading overlay, `@wallet/ui/first-paint`).
   */
  firstPaint?: string;
  /** The site's own Vite plugins (player-web's service worker), after the shared ones. */
  plugins?: PluginOption[];
  /**
   * The Trusted Types policies the site's code creates (`TRUSTED_TYPES_POLICIES`), named in its
   * policy's `trusted-types`; the policy lets the page make no other.
   */
  trustedTypes?: TrustedTypesPolicy[];
  /**
   * The page most visits open first (player-web: home, `src/features/home/HomePage.tsx`), still a
   * lazy route: a second entry of the build, so what it uses is cut like the entry's own code (see
   * `chunkGroups`) and its first load asks for what it draws and no more.
   */
  firstScreen?: string;
}): UserConfigFnObject {
  return defineConfig(({ command, mode }) => {
    // The site's folder: Vite's own `root` is the working directory (no site's config sets
    // another), so the environment files are found where index.html is.
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    if (command === 'build') {
      checkProductionEnv(mode, env, [
        ...(options.requiredInProduction ?? []),
        ...REPORTING_REQUIREMENTS,
      ]);
    }
    const hints = options.earlyHints?.(env) ?? {};
    const firstScreen = options.firstScreen && resolve(process.cwd(), options.firstScreen);
    return {
      plugins: [
        react(),
        { name: 'early-hints', transformIndexHtml: () => headTags(hints) },
        firstPaintPlugin(options.firstPaint),
        headersPlugin(env, { trustedTypes: options.trustedTypes ?? [] }),
        pageHtmlPlugin(),
        ...(options.plugins ?? []),
        // Issue 48 §1 "what the first load is made of": every module of every chunk with its size,
        // from the bundler's own graph, beside the build (not in dist: it is not served). The bench
        // reads it for the chunks a route loads first.
        command === 'build'
          ? visualizer({
              filename: resolve(process.cwd(), MODULE_REPORT),
              template: 'raw-data',
              gzipSize: true,
            })
          : null,
      ],
      resolve: {
        conditions: ['source', ...defaultClientConditions],
      },
      server: { port: options.dev, strictPort: true },
      preview: { port: options.preview, strictPort: true },
      // Every browser that runs es2022 supports modulepreload: the polyfill would be dead weight.
      build: {
        target: 'es2022',
        sourcemap: true,
        modulePreload: { polyfill: false },
        rolldownOptions: {
          ...(firstScreen && {
            input: {
              index: resolve(process.cwd(), 'index.html'),
              [parse(firstScreen).name]: firstScreen,
            },
          }),
          output: {
            codeSplitting: { groups: chunkGroups(firstScreen && `${dirname(firstScreen)}/`) },
          },
        },
      },
    };
  });
}

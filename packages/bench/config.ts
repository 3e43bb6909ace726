import { readFileSync } from 'node:fs';

/**
 * Targets read against the floor site measured in the same run (issue 26): they hold whatever the
 * machine's speed that day, which moves 2× between runs here.
 */
export interface VsFloor {
  /** Largest contentful paint at most this many times the floor's. */
  lcpRatio?: number;
  /** Total blocking time at most the floor's plus this many ms. */
  tbtMsOver?: number;
  /** First-load JS (gzip) at most the floor's plus this many KB (of 1000 bytes). */
  jsGzipKBOver?: number;
  /** Lighthouse performance score at least the floor's minus this. */
  performanceUnder?: number;
}

/**
 * Targets read against the peer (routes.json's `peer`: bulletproof-react's landing page, built and
 * kept in `peer/`) measured in the same run (issue 48).
 */
export interface VsPeer {
  /** First-load JS (gzip) at most this many times the peer's. */
  jsGzipRatio?: number;
  /** Total blocking time at most the peer's plus this many ms. */
  tbtMsOver?: number;
}

export interface Targets {
  vsFloor?: VsFloor;
  vsPeer?: VsPeer;
  /** Lighthouse accessibility score, 0–100, at least. */
  accessibility?: number;
  /** Lighthouse's cumulative layout shift, at most (shown to three decimals: 0 means below 0.0005). */
  cls?: number;
  /** Requests made before the page is usable, at most. */
  requests?: number;
}

export interface RouteConfig {
  path: string;
  /** A seeded player's phone: the route is measured logged in as that player (a login-only page). */
  as?: string;
  targets?: Targets;
}

export interface SiteConfig {
  site: string;
  port: number;
  /** Built site, relative to the repository root. */
  dist: string;
  /** Every route but "/" must load code that "/" did not: its page is split off the home page. */
  lazyPages?: boolean;
  /**
   * The site's loading overlay (a CSS selector): what its pages ask for once it has gone (home's
   * announcement popup) is not their first load.
   */
  overlay?: string;
  routes: RouteConfig[];
}

/** Where a built site is served from (the floor, packages/bench/floor, is measured at "/"). */
export interface ServedSite {
  port: number;
  dist: string;
}

/** Someone else's site measured beside ours at its `/` (see `VsPeer`), and what it is. */
export interface PeerSite extends ServedSite {
  name: string;
}

export interface Routes {
  floor: ServedSite;
  peer?: PeerSite;
  sites: SiteConfig[];
}

export function readRoutes(file: URL): Routes {
  return JSON.parse(readFileSync(file, 'utf8')) as Routes;
}

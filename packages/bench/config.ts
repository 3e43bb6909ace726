import { readFileSync } from 'node:fs';

export interface Targets {
  /** Lighthouse mobile scores, 0–100. */
  performance?: number;
  accessibility?: number;
  /** First-load JS, gzip, in KB of 1000 bytes (as Vite prints sizes). */
  jsGzipKB?: number;
  /** Lighthouse's largest contentful paint and total blocking time, at most (ms). */
  lcpMs?: number;
  tbtMs?: number;
  /** Lighthouse's cumulative layout shift, at most (shown to three decimals: 0 means below 0.0005). */
  cls?: number;
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
  routes: RouteConfig[];
}

export function readRoutes(file: URL): SiteConfig[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { sites: SiteConfig[] }).sites;
}

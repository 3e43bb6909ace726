import { apiConfigFromEnv } from '@wallet/api';
import { errorReportUrlFromEnv } from '@wallet/shell';

/**
 * What this site is configured with, read once from the build environment (see README.md). Unset
 * values point at the sandbox.
 */
const env = import.meta.env as Record<string, string | undefined>;

/** The upstream: the tracker (or a fixed API base) and the security header, as every site reads them. */
export const apiConfig = apiConfigFromEnv(import.meta.env);

export const siteConfig = {
  /**
   * The main (player) site: where "home" is for an applicant, the back arrow and closing the
   * confirmation (001 §2 "The back arrow returns to /. … Closing it goes to /."). The sandbox's
   * player site by default.
   */
  mainSiteUrl: env.VITE_MAIN_SITE_URL || 'http://localhost:4173/',
  /**
   * Where error reports (the policy's violations too) are POSTed; unset, none is sent, but by a
   * sandbox build: to the sandbox, which keeps them (`configureTelemetry` in main.tsx).
   */
  errorReportUrl: errorReportUrlFromEnv(import.meta.env),
  /** Where Core Web Vitals are POSTed; unset, nothing is measured or sent. */
  analyticsUrl: env.VITE_ANALYTICS_URL || undefined,
} as const;

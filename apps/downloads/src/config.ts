import { SANDBOX_DEFAULTS } from '@wallet/api';
import { errorReportUrlFromEnv } from '@wallet/shell';

/**
 * What this site is configured with, read once from the build environment. Unset values point at
 * the sandbox (`VITE_TRACKER_BASE` names the sandbox's origin when it is not the default).
 */
const env = import.meta.env as Record<string, string | undefined>;

export const downloadsConfig = {
  /** The Android guide's app package (.apk) download link. */
  androidAppUrl:
    env.VITE_ANDROID_APP_URL ||
    `${env.VITE_TRACKER_BASE || SANDBOX_DEFAULTS.trackerBase}/__sandbox/downloads/wallet.apk`,
  /**
   * Where error reports (the policy's violations too) are POSTed; unset, none is sent, but by a
   * sandbox build: to the sandbox, which keeps them (`configureTelemetry` in main.tsx).
   */
  errorReportUrl: errorReportUrlFromEnv(import.meta.env),
  /** Where Core Web Vitals are POSTed; unset, nothing is measured or sent. */
  analyticsUrl: env.VITE_ANALYTICS_URL || undefined,
} as const;

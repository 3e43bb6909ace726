import { SANDBOX_DEFAULTS } from '@wallet/api';

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
} as const;

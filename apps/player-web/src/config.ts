import { apiConfigFromEnv } from '@wallet/api';
import { errorReportUrlFromEnv } from '@wallet/shell';

/**
 * What this site is configured with, read once from the build environment (see the README,
 * "Pointing a site at a real upstream"). Unset values point at the sandbox.
 */
const env = import.meta.env as Record<string, string | undefined>;
const read = (key: string) => (env[key] ? env[key] : undefined);

export const apiConfig = apiConfigFromEnv(import.meta.env);

export const siteConfig = {
  /** 'Hỗ Trợ' and every live-chat button open this in a new window. */
  liveChatUrl: read('VITE_LIVE_CHAT_URL') ?? `${apiConfig.trackerBase}/__sandbox/live-chat`,
  /** The Android guide's app package (.apk) download link; unset: the sandbox's stand-in file. */
  androidAppUrl:
    read('VITE_ANDROID_APP_URL') ?? `${apiConfig.trackerBase}/__sandbox/downloads/wallet.apk`,
  /** Set to use Cloudflare Turnstile for the login and register captcha token; unset uses the sandbox's. */
  turnstileSiteKey: read('VITE_TURNSTILE_SITE_KEY'),
  /**
   * Where error reports (the policy's violations too) are POSTed; unset, none is sent, but by a
   * sandbox build: to the sandbox, which keeps them (`configureTelemetry` in main.tsx).
   */
  errorReportUrl: errorReportUrlFromEnv(import.meta.env),
  /** Where Core Web Vitals are POSTed; unset, nothing is measured or sent. */
  analyticsUrl: read('VITE_ANALYTICS_URL'),
  /**
   * The app-link service that opens a bank app with a deposit's transfer filled in (issue 37 §1);
   * unset: VietQR's (`VIETQR_APP_LINK_BASE`, read where the chooser loads, not in every page's code).
   */
  bankAppLinkBase: read('VITE_BANK_APP_LINK_BASE'),
} as const;

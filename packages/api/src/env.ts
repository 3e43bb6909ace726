import type { ApiConfig } from './config';

/** The environment keys a Vite shell sets (see the root README, "Pointing a site at a real upstream"). */
export interface SiteEnv {
  VITE_TRACKER_BASE?: string;
  VITE_SITE_CODE?: string;
  VITE_API_BASE?: string;
  VITE_SECURITY_HEADER_NAME?: string;
  VITE_SECURITY_CODE?: string;
  VITE_TIMEOUT_MS?: string;
}

/** The sandbox's defaults, so a fresh checkout runs with no configuration at all. */
export const SANDBOX_DEFAULTS = {
  trackerBase: 'http://localhost:4010',
  siteCode: 'sandbox',
  securityHeader: { name: 'X-Security-Code', value: 'sandbox-security-code' },
} as const;

export function apiConfigFromEnv(env: SiteEnv): ApiConfig {
  const timeout = Number(env.VITE_TIMEOUT_MS);
  return {
    trackerBase: env.VITE_TRACKER_BASE || SANDBOX_DEFAULTS.trackerBase,
    siteCode: env.VITE_SITE_CODE || SANDBOX_DEFAULTS.siteCode,
    ...(env.VITE_API_BASE ? { apiBase: env.VITE_API_BASE } : {}),
    securityHeader: {
      name: env.VITE_SECURITY_HEADER_NAME || SANDBOX_DEFAULTS.securityHeader.name,
      value: env.VITE_SECURITY_CODE || SANDBOX_DEFAULTS.securityHeader.value,
    },
    ...(timeout > 0 ? { timeoutMs: timeout } : {}),
  };
}

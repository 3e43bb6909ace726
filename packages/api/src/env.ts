import type { ApiConfig } from './config';

/** The environment keys a Vite shell sets (see the root README, "Pointing a site at a real upstream"). */
export interface SiteEnv {
  VITE_TRACKER_BASE?: string;
  VITE_SITE_CODE?: string;
  VITE_API_BASE?: string;
  VITE_SECURITY_HEADER_NAME?: string;
  VITE_SECURITY_CODE?: string;
  VITE_TIMEOUT_MS?: string;
  VITE_MONEY_ANSWER_WAIT_MS?: string;
}

/** The sandbox's defaults, so a fresh checkout runs with no configuration at all. */
export const SANDBOX_DEFAULTS = {
  trackerBase: 'http://localhost:4010',
  siteCode: 'sandbox',
  securityHeader: { name: 'X-Security-Code', value: 'sandbox-security-code' },
} as const;

/** Reads the keys of `SiteEnv` from a shell's environment (`import.meta.env`); unset means sandbox. */
export function apiConfigFromEnv(env: Record<string, unknown>): ApiConfig {
  const read = (key: keyof SiteEnv) =>
    typeof env[key] === 'string' && env[key] ? env[key] : undefined;
  const apiBase = read('VITE_API_BASE');
  const timeout = Number(read('VITE_TIMEOUT_MS'));
  const moneyWait = Number(read('VITE_MONEY_ANSWER_WAIT_MS'));
  return {
    trackerBase: read('VITE_TRACKER_BASE') ?? SANDBOX_DEFAULTS.trackerBase,
    siteCode: read('VITE_SITE_CODE') ?? SANDBOX_DEFAULTS.siteCode,
    ...(apiBase ? { apiBase } : {}),
    securityHeader: {
      name: read('VITE_SECURITY_HEADER_NAME') ?? SANDBOX_DEFAULTS.securityHeader.name,
      value: read('VITE_SECURITY_CODE') ?? SANDBOX_DEFAULTS.securityHeader.value,
    },
    ...(timeout > 0 ? { timeoutMs: timeout } : {}),
    ...(moneyWait > 0 ? { moneyAnswerWaitMs: moneyWait } : {}),
  };
}

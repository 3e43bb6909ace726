import { SEED } from './seed/constants.js';

export interface SandboxOptions {
  /** Full URL of the API base; handlers match requests under it. Default http://localhost:4010/api. */
  apiBase?: string;
  /** Origin that answers GET /tracker. Default: the API base's origin. */
  trackerBase?: string;
  /** Name and value of the fixed security-code header. Default X-Security-Code: sandbox-security-code. */
  securityHeader?: { name: string; value: string };
  /** Clock in ms; tests pass their own to control rate limits and timestamps. */
  now?: () => number;
  /** Receives log lines (OTPs, deposits, control actions). */
  log?: (line: string) => void;
  /** OTPs are also printed with console.info unless this is false (e.g. when `log` already prints). */
  otpToConsole?: boolean;
}

export interface ResolvedOptions {
  apiBase: string;
  /** Origin of the API base, where /__sandbox pages and assets live. */
  origin: string;
  /** Path part of the API base, e.g. "/api". */
  apiPath: string;
  trackerBase: string;
  securityHeader: { name: string; value: string };
  now: () => number;
  log: (line: string) => void;
  otpToConsole: boolean;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const apiBase = trimSlash(options.apiBase ?? SEED.apiBase);
  const url = new URL(apiBase);
  return {
    apiBase,
    origin: url.origin,
    apiPath: trimSlash(url.pathname),
    trackerBase: trimSlash(options.trackerBase ?? url.origin),
    securityHeader: options.securityHeader ?? { ...SEED.securityHeader },
    now: options.now ?? (() => Date.now()),
    log: options.log ?? (() => {}),
    otpToConsole: options.otpToConsole ?? true,
  };
}

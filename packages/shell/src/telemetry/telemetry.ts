import type { MetricType } from 'web-vitals';
import { SANDBOX_DEFAULTS } from '@wallet/api';
import type * as reportModule from './report';
import type { ErrorKind, ErrorReport, MetricReport } from './report-types';

// The two seams, error reporting and analytics. This module is all a site's first load carries:
// the scrubber and the reports load on their own with the first error to report (at once when the
// analytics seam is set: web-vitals needs them), and nothing at all happens while no seam is set.

export type { ErrorKind, ErrorReport, MetricReport } from './report-types';

/** The two seams. Either may be left out: nothing is measured or sent for it. */
export interface Reporter {
  error?: (report: ErrorReport) => void;
  metric?: (report: MetricReport) => void;
}

/** A site's configuration of the seams; everything unset, nothing is sent. */
export interface TelemetryConfig {
  /** POST each error report here (JSON, as `text/plain`, by `sendBeacon` or a keepalive fetch). */
  errorReportUrl?: string;
  /** POST each Core Web Vital here, the same way. */
  analyticsUrl?: string;
  /** Or your own functions (a vendor SDK); each takes precedence over its URL. */
  reporter?: Reporter;
}

/** Where the sandbox keeps the error reports a sandbox build sends it (`GET /__sandbox/reports`). */
const SANDBOX_ERROR_REPORTS = '/__sandbox/reports/errors';

/**
 * The error seam's address from a site's build environment (`import.meta.env`):
 * `VITE_ERROR_REPORT_URL`. Unset, a sandbox build (`vite build --mode sandbox`) sends its reports
 * to the sandbox it talks to, which keeps them for its console and the tests (issue 39 §2: a
 * policy violation a browser test causes is found there); any other build sends none.
 */
export function errorReportUrlFromEnv(env: Record<string, unknown>): string | undefined {
  const read = (key: string) => (typeof env[key] === 'string' && env[key] ? env[key] : undefined);
  const configured = read('VITE_ERROR_REPORT_URL');
  if (configured || env.MODE !== 'sandbox') return configured;
  const sandbox =
    read('VITE_TRACKER_BASE') ?? read('VITE_API_BASE') ?? SANDBOX_DEFAULTS.trackerBase;
  return new URL(SANDBOX_ERROR_REPORTS, sandbox).href;
}

/** More than this many error reports from one page load is a loop; the rest are dropped. */
export const MAX_ERROR_REPORTS = 30;

type ReportModule = typeof reportModule;

interface Pending {
  kind: ErrorKind;
  error: unknown;
  operation: readonly unknown[] | undefined;
  path: string;
}

let current: Reporter = {};
let reports: ReportModule | undefined;
let loading: Promise<ReportModule> | undefined;
let waiting: Pending[] = [];
let sentErrors = 0;
const reported = new WeakSet<object>();

function loadReports(): Promise<ReportModule> {
  loading ??= import('./report').then(
    (module) => {
      reports = module;
      const ready = waiting;
      waiting = [];
      for (const pending of ready) deliver(pending);
      return module;
    },
    (error: unknown) => {
      // Offline, say: the next report tries again, the waiting ones with it.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function deliver(pending: Pending): void {
  if (!reports || !current.error) return;
  try {
    current.error(
      reports.errorReport(pending.kind, pending.error, pending.operation, pending.path),
    );
  } catch {
    // A reporter that fails must not become the page's next error.
  }
}

/**
 * Sets the seams (none: off); errors wait until what reports are made with is loaded.
 * `configureTelemetry` is the usual way in; a test calls `setReporter()` after, to turn them off.
 */
export function setReporter(reporter: Reporter = {}): void {
  current = reporter;
  sentErrors = 0;
  waiting = [];
}

/**
 * Sends an error to the error seam, scrubbed; nothing when the seam is off. The same error object
 * is reported once (a route error drawn twice, a failed mutation that also rejects unhandled).
 */
export function reportError(kind: ErrorKind, error: unknown, operation?: readonly unknown[]): void {
  if (!current.error) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (sentErrors >= MAX_ERROR_REPORTS) return;
  sentErrors += 1;
  const pending = {
    kind,
    error,
    operation,
    path: typeof location === 'undefined' ? '' : location.pathname,
  };
  if (reports) deliver(pending);
  else {
    waiting.push(pending);
    loadReports().catch(() => undefined);
  }
}

function reportMetric(metric: MetricType): void {
  if (!reports || !current.metric) return;
  try {
    current.metric(reports.metricReport(metric));
  } catch {
    // As above: measuring never breaks the page.
  }
}

let listening = false;

/**
 * Uncaught errors, unhandled rejections and the page's Content-Security-Policy violations (a Trusted
 * Types sink given a string, a refused address: issue 39 §2) go to the error seam: installed once
 * per page. The browser also sends each violation to the policy's own report address (`report-to`);
 * this one comes with the page's path and scrubbed like any report, and reaches the team's seam.
 */
function installErrorListeners(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  document.addEventListener('securitypolicyviolation', (event) => {
    reportError('csp', event);
  });
  window.addEventListener('error', (event) => {
    // A cross-origin script's error has no `error`, only "Script error."
    reportError('uncaught', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError('rejection', event.reason);
  });
}

let measuring: Promise<void> | undefined;

/** LCP, INP, CLS, FCP and TTFB from web-vitals, loaded on its own after the page's code. */
function measureWebVitals(): Promise<void> {
  measuring ??= Promise.all([import('web-vitals'), loadReports()]).then(([vitals]) => {
    for (const measure of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB])
      measure(reportMetric);
  });
  return measuring;
}

/**
 * Turns the seams on from a site's configuration: call once in `main.tsx`, before rendering. With
 * nothing set, nothing is installed, loaded, measured or sent. With the analytics seam, the reports
 * and web-vitals load at once; with the error seam alone, the reports load with the first error,
 * not with the page. Errors are kept until then and sent once they are. `ready` settles once the
 * reports (and web-vitals) are loaded; asking for it loads them.
 */
export function configureTelemetry(config: TelemetryConfig = {}): { ready: Promise<unknown> } {
  const { errorReportUrl, analyticsUrl, reporter } = config;
  const post =
    (url: string) =>
    (report: ErrorReport | MetricReport): void =>
      reports?.beaconTo(url, report);
  const next: Reporter = {
    error: reporter?.error ?? (errorReportUrl ? post(errorReportUrl) : undefined),
    metric: reporter?.metric ?? (analyticsUrl ? post(analyticsUrl) : undefined),
  };
  setReporter(next);
  if (!next.error && !next.metric) return { ready: Promise.resolve() };
  if (next.error) installErrorListeners();
  if (next.metric) return { ready: measureWebVitals() };
  return {
    get ready() {
      return loadReports();
    },
  };
}

import { isApiError } from '@wallet/api';
import type { MetricType } from 'web-vitals';
import { scrubKey, scrubPath, scrubStack, scrubText } from './scrub';
import type { ErrorKind, ErrorReport, MetricReport } from './report-types';

// What a report is made of and how it leaves: loaded only once a seam is configured, so a site
// with the seams off never downloads it.

/**
 * What an error becomes in a report: class, message, stack, the page's path, and for a failed call
 * its status and code, all scrubbed. The failed call's body (`ApiError.body`) is never read.
 */
export function errorReport(
  kind: ErrorKind,
  error: unknown,
  operation: readonly unknown[] | undefined,
  path: string,
): ErrorReport {
  const isError = error instanceof Error;
  const report: ErrorReport = {
    kind,
    name: isError ? error.name : typeof error,
    message: scrubText(
      isError ? error.message : typeof error === 'string' ? error : safeJson(error),
    ),
    path: scrubPath(path),
  };
  if (isError && error.stack) report.stack = scrubStack(error.stack);
  if (isApiError(error)) {
    report.status = error.status;
    report.code = scrubText(error.code);
  } else if (hasStatus(error)) {
    report.status = error.status; // the router's 404 and other error responses
  }
  const key = scrubKey(operation);
  if (key) report.operation = key;
  return report;
}

/** A web vital as it is reported: the page's path (no query string), not its address. */
export function metricReport(metric: MetricType): MetricReport {
  return {
    name: metric.name,
    value: metric.value,
    delta: metric.delta,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    path: scrubPath(metric.navigationURL ?? location.href),
  };
}

/**
 * POSTs a report to `url` as JSON text: `navigator.sendBeacon` (it outlives the page), else a
 * `fetch` with `keepalive`, no credentials. `text/plain` needs no CORS preflight.
 */
export function beaconTo(url: string, report: ErrorReport | MetricReport): void {
  const body = JSON.stringify(report);
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, body)) return;
  // eslint-disable-next-line no-restricted-globals -- the team's report address, not the upstream
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

function hasStatus(error: unknown): error is { status: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

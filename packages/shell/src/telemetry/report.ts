import { isApiError } from '@wallet/api';
import type { MetricType } from 'web-vitals';
import { scrubKey, scrubPath, scrubStack, scrubText } from './scrub';
import type { ErrorKind, ErrorReport, MetricReport, PolicyViolation } from './report-types';

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
  if (kind === 'csp') return violationReport(error as PolicyViolation, path);
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

/**
 * A Content-Security-Policy violation as it is reported (issue 39 §2): the directive, what it
 * refused (`inline`, `eval`, a Trusted Types sink or policy by its name, or an address without its
 * query string) and where in the site's code. Not the sample's text past that name: it may quote
 * the page's content.
 */
function violationReport(violation: PolicyViolation, path: string): ErrorReport {
  const blocked = violation.blockedURI || 'inline';
  // A Trusted Types sink or policy by its name: the sample is "Element innerHTML|<b>…" (the sink,
  // then the start of what it was given) or the policy's name.
  const name = (violation.sample ?? '').split('|')[0]?.trim();
  const refused = blocked.startsWith('trusted-types-')
    ? `${blocked}${name ? ` ${name}` : ''}`
    : addressOnly(blocked);
  // Where in the site's code, as a stack frame (a source map reads it); no query string.
  const file = violation.sourceFile?.split(/[?#]/)[0];
  const where = file
    ? `    at ${file}:${violation.lineNumber}:${violation.columnNumber}`
    : undefined;
  const report: ErrorReport = {
    kind: 'csp',
    name: 'SecurityPolicyViolation',
    message: scrubText(
      `${violation.effectiveDirective} refused ${refused}` +
        (violation.disposition === 'report' ? ' (report only)' : ''),
    ),
    path: scrubPath(path),
  };
  if (where) report.stack = scrubStack(where);
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
  // oxlint-disable-next-line no-restricted-globals -- the team's report address, not the upstream
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

/** An address without its query string or fragment (a data: or blob: one by its scheme alone). */
function addressOnly(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol.startsWith('http') ? `${url.origin}${url.pathname}` : url.protocol;
  } catch {
    return value; // 'inline', 'eval', 'wasm-eval'
  }
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

import type { MetricType } from 'web-vitals';

// What the two seams receive: the reports' shapes, below both the seams (telemetry.ts) and the
// code that builds the reports (report.ts), so neither imports the other back.

/** Where an error report comes from. */
export type ErrorKind = 'route' | 'uncaught' | 'rejection' | 'query' | 'mutation' | 'csp';

/**
 * What a report reads of a `securitypolicyviolation` event (issue 39 §2: "violations reach the site's
 * telemetry seam"): never its `sample` past the sink's or policy's name (it may quote the page's
 * content), never the blocked address's query string.
 */
export type PolicyViolation = Pick<
  SecurityPolicyViolationEvent,
  | 'effectiveDirective'
  | 'blockedURI'
  | 'sample'
  | 'sourceFile'
  | 'lineNumber'
  | 'columnNumber'
  | 'disposition'
>;

/** One error, as it reaches the error seam: scrubbed, no request or answer body. */
export interface ErrorReport {
  kind: ErrorKind;
  /** The error's class (`ApiError`, `TypeError`, …). */
  name: string;
  message: string;
  stack?: string;
  /** A failed call's HTTP status (0: no answer). */
  status?: number;
  /** A failed call's upstream code (`PASSWORD_INCORRECT`, `NETWORK_ERROR`, …). */
  code?: string;
  /** A failed query's key or mutation's key: `upstream/player/getUser`, `loginUser`. */
  operation?: string;
  /** The page's path when the error happened (no query string). */
  path: string;
}

/** One Core Web Vital from a player's device. */
export interface MetricReport {
  name: MetricType['name'];
  value: number;
  delta: number;
  rating: MetricType['rating'];
  /** web-vitals' id of this metric instance (to dedupe or sum deltas). */
  id: string;
  navigationType: MetricType['navigationType'];
  /** The path of the page the metric belongs to (no query string). */
  path: string;
}

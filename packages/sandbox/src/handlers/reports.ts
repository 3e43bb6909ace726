import { http, HttpResponse } from 'msw';
import { json, param, type Ctx } from './context.js';

/**
 * One report a site sent the sandbox: a browser's Content-Security-Policy report (`report-uri`'s
 * `application/csp-report`, or one entry of the Reporting API's `application/reports+json`) or a
 * report of the site's telemetry seam (its error reports, JSON sent as `text/plain`).
 */
export interface ReceivedReport {
  /** The last part of the address it was sent to: `csp` (the policy's), `errors` (the seam's). */
  channel: string;
  /** Its media type, without parameters. */
  type: string;
  /** When the sandbox received it (ISO 8601). */
  receivedAt: string;
  /** The report as sent (JSON parsed; text when it was not JSON). */
  body: unknown;
}

/**
 * How many reports the sandbox keeps, newest last. Reports are never dropped by a reset: a browser
 * may deliver one well after the page that caused it, and every browser-test worker's site sends
 * them to the one sandbox named in its build.
 */
export const MAX_REPORTS = 500;

/**
 * Where the sandbox builds send their reports (`${origin}/__sandbox/reports/{channel}`), and the
 * control API that lists them (`GET /__sandbox/reports?channel=csp`), for the console and the tests.
 */
export function reportHandlers(ctx: Ctx, reports: ReceivedReport[]) {
  const at = (path: string) => ctx.site(`/__sandbox${path}`);
  return [
    http.post(at('/reports/:channel'), async (info) => {
      const type = (info.request.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const text = await info.request.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: whatever a browser sent is worth seeing.
      }
      const entries = type === 'application/reports+json' && Array.isArray(body) ? body : [body];
      const receivedAt = new Date().toISOString();
      for (const entry of entries) {
        reports.push({ channel: param(info, 'channel'), type, receivedAt, body: entry });
      }
      reports.splice(0, Math.max(0, reports.length - MAX_REPORTS));
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(at('/reports'), ({ request }) => {
      const channel = new URL(request.url).searchParams.get('channel');
      return json({
        status: true,
        data: reports.filter((report) => channel === null || report.channel === channel),
      });
    }),
  ];
}

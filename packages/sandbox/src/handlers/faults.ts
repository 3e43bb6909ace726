import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import type { Fault } from '../state/types.js';
import type { Ctx } from './context.js';

/** Fault responses carry this header so test harnesses can tell them from real upstream answers. */
export const FAULT_HEADER = 'x-sandbox-fault';

/**
 * `path` is a URL path: "/api/user", or relative to the API base ("/user"). A trailing "*" matches a prefix.
 * Control pages under /__sandbox are never faulted, so a fault cannot lock you out of the console.
 */
export function faultMatches(
  fault: Fault,
  method: string,
  pathname: string,
  apiPath: string,
): boolean {
  if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return false;
  const candidates = [fault.path, `${apiPath}${fault.path}`];
  return candidates.some((p) =>
    p.endsWith('*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p,
  );
}

/**
 * Runs before every other handler. Returning nothing lets the normal handler answer. `upstream` is
 * every other handler: the '-after' kinds resolve the request through it themselves, so that the
 * upstream acts on it before the answer is lost or held back.
 */
export function faultHandler(ctx: Ctx, upstream: RequestHandler[]) {
  const { state, opts } = ctx;
  const origins = new Set([opts.origin, new URL(opts.trackerBase).origin]);
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (!origins.has(url.origin) || url.pathname.startsWith('/__sandbox')) return undefined;
    const fault = state.faults.find((f) =>
      faultMatches(f, request.method, url.pathname, opts.apiPath),
    );
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
    opts.log(`fault ${fault.kind} on ${request.method} ${url.pathname}`);
    if (fault.kind === 'drop') return HttpResponse.error();
    if (fault.kind === 'delay') {
      await delay(fault.delayMs);
      return undefined;
    }
    if (fault.kind === 'drop-after' || fault.kind === 'delay-after') {
      const answer = await getResponse(upstream, request);
      if (fault.kind === 'drop-after') {
        state.lostAnswers.push(`${request.method} ${url.pathname}`);
        return HttpResponse.error();
      }
      await delay(fault.delayMs);
      return answer;
    }
    const body =
      fault.body === undefined ? { status: false, message: 'SANDBOX_FAULT' } : fault.body;
    return HttpResponse.json(body as never, {
      status: fault.status,
      headers: { [FAULT_HEADER]: 'status' },
    });
  });
}

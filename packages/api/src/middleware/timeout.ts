import type { Middleware } from 'openapi-fetch';

/** Aborts a call that has not answered within `ms`, keeping the caller's own signal working too. */
export function timeoutMiddleware(ms: number): Middleware {
  return {
    onRequest({ request }) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(ms)]);
      return new Request(request, { signal });
    },
  };
}

import type { Middleware } from 'openapi-fetch';

/** openapi-fetch builds URLs on this placeholder; the middleware swaps in the tracker's answer. */
export const PLACEHOLDER_BASE = 'https://upstream.invalid/api';

export function baseUrlMiddleware(resolveBase: () => Promise<string>): Middleware {
  return {
    async onRequest({ request }) {
      const base = await resolveBase();
      const rest = request.url.slice(PLACEHOLDER_BASE.length);
      return new Request(base + rest, request);
    },
  };
}

import type { Middleware } from 'openapi-fetch';

/** openapi-fetch builds URLs on this placeholder; the middleware swaps in the tracker's answer. */
export const PLACEHOLDER_BASE = 'https://upstream.invalid/api';

export function baseUrlMiddleware(resolveBase: () => Promise<string>): Middleware {
  return {
    async onRequest({ request }) {
      const base = await resolveBase();
      const rest = request.url.slice(PLACEHOLDER_BASE.length);
      // Chromium sends a body copied from another Request as a streaming upload, which fails over
      // HTTP/1.1 (ERR_ALPN_NEGOTIATION_FAILED): the body is buffered before the URL is swapped.
      const body = request.body ? await request.blob() : undefined;
      return new Request(base + rest, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
        credentials: request.credentials,
        cache: request.cache,
        redirect: request.redirect,
        referrer: request.referrer,
        referrerPolicy: request.referrerPolicy,
        integrity: request.integrity,
        keepalive: request.keepalive,
        mode: request.mode,
      });
    },
  };
}

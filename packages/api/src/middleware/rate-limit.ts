import type { Middleware } from 'openapi-fetch';
import { metaOf } from '../generated/meta';

/**
 * "The balance endpoint is limited to 1 request per second": a call to a path the contract marks
 * with `x-min-interval-ms` waits until that long after the previous call to the same URL left.
 */
export function rateLimitMiddleware(now: () => number = Date.now): Middleware {
  const lastSent = new Map<string, number>();
  return {
    async onRequest({ request, schemaPath }) {
      const interval = metaOf(request.method, schemaPath).minIntervalMs;
      if (!interval) return undefined;
      const key = `${request.method} ${request.url}`;
      const wait = (lastSent.get(key) ?? -Infinity) + interval - now();
      // Claim the slot before waiting, so two calls made together are spaced too.
      lastSent.set(key, now() + Math.max(wait, 0));
      if (wait > 0) await sleep(wait, request.signal);
      return undefined;
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

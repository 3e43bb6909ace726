import type { Middleware } from 'openapi-fetch';
import { metaOf } from '../generated/meta';

/**
 * Aborts a call that has not answered within `ms`, keeping the caller's own signal working too.
 * Never a money call (`x-money` in the contract): the upstream may still be working on it, and an
 * abort would only turn a slow success into an unknown outcome.
 * An explicit controller and timer rather than `AbortSignal.any([…, AbortSignal.timeout(ms)])`:
 * Node 20 can garbage-collect a timeout signal inside `any()` before it fires (nodejs/node#57736).
 */
export function timeoutMiddleware(ms: number): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const settle = ({ id }: { id: string }) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    return undefined;
  };
  return {
    onRequest({ request, schemaPath, id }) {
      if (metaOf(request.method, schemaPath).money) return undefined;
      const controller = new AbortController();
      const abort = () => controller.abort(request.signal.reason);
      if (request.signal.aborted) abort();
      else request.signal.addEventListener('abort', abort, { once: true });
      timers.set(
        id,
        setTimeout(
          () => controller.abort(new DOMException('timeout exceeded', 'TimeoutError')),
          ms,
        ),
      );
      return new Request(request, { signal: controller.signal });
    },
    onResponse: settle,
    onError: settle,
  };
}

/** The same for a plain fetch outside the typed client (the tracker lookup). */
export async function fetchWithTimeout(
  fetchImpl: (request: Request) => Promise<Response>,
  url: URL,
  ms: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout exceeded', 'TimeoutError')),
    ms,
  );
  try {
    return await fetchImpl(new Request(url, { signal: controller.signal }));
  } finally {
    clearTimeout(timer);
  }
}

import type { Middleware } from 'openapi-fetch';
import { metaOf } from '../generated/meta';

/**
 * "The balance endpoint is limited to 1 request per second": a call to a URL the contract marks
 * with `x-min-interval-ms` leaves no earlier than that long after the previous call to the same
 * URL was answered. Counting from the answer (not the departure) keeps the gap at the upstream
 * too, whatever the network's jitter; calls made together queue up one by one.
 */
export function rateLimitMiddleware(): Middleware {
  /** Per URL: settles when the next call may leave. */
  const nextSlot = new Map<string, Promise<void>>();
  /** Per request id: marks that request answered (or failed). */
  const answered = new Map<string, () => void>();
  const settle = ({ id }: { id: string }) => {
    answered.get(id)?.();
    answered.delete(id);
    return undefined;
  };

  return {
    async onRequest({ request, schemaPath, id }) {
      const interval = metaOf(request.method, schemaPath).minIntervalMs;
      if (!interval) return undefined;
      const key = `${request.method} ${request.url}`;
      const mayLeave = nextSlot.get(key) ?? Promise.resolve();
      const done = new Promise<void>((resolve) => answered.set(id, resolve));
      nextSlot.set(
        key,
        done.then(() => sleep(interval)),
      );
      try {
        await abortable(mayLeave, request.signal);
      } catch (reason) {
        settle({ id });
        throw reason;
      }
      return undefined;
    },
    onResponse: settle,
    onError: settle,
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function abortable(wait: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void wait.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Money is never sent twice: while one money call of a kind is on its way for a client, a second
 * one (a double tap, a re-render, a remounted form) gets the same promise instead of a new request.
 */
export function singleFlight<T>(owner: object, kind: string, run: () => Promise<T>): Promise<T> {
  let calls = inFlight.get(owner);
  if (!calls) inFlight.set(owner, (calls = new Map()));
  const existing = calls.get(kind);
  if (existing) return existing as Promise<T>;
  const started = run().finally(() => calls.delete(kind));
  calls.set(kind, started);
  return started;
}

const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * A write that is not money (adding a bank account) still must not go out twice for one tap: while
 * a call with this key (intentKey) is on its way for a client, an identical one gets its promise.
 * Money calls go through the stricter money guard (money/guard.ts).
 */
export function shareInFlight<T>(owner: object, key: string, run: () => Promise<T>): Promise<T> {
  let calls = inFlight.get(owner);
  if (!calls) inFlight.set(owner, (calls = new Map()));
  const existing = calls.get(key);
  if (existing) return existing as Promise<T>;
  const started = run().finally(() => calls.delete(key));
  calls.set(key, started);
  return started;
}

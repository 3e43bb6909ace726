import { useSyncExternalStore } from 'react';

/**
 * One value held outside React that screens show and re-render on when it changes (a waiting app
 * update, a kept install offer): set from a browser event, read by a hook.
 */
export function createHeld<T>(initial: T) {
  let value = initial;
  const subscribers = new Set<() => void>();
  const subscribe = (notify: () => void) => {
    subscribers.add(notify);
    return () => {
      subscribers.delete(notify);
    };
  };
  return {
    get: (): T => value,
    set(next: T): void {
      value = next;
      for (const notify of subscribers) notify();
    },
    /** The value, re-rendering the component when it changes. */
    useValue: (): T =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}

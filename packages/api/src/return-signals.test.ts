import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ON_RETURN } from './freshness';
import type { NetworkStatus } from './network';
import { followPlayerReturn } from './return-signals';

/** A page's window, visibility and network, as the tests drive them (Node has none). */
const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
page.visibilityState = 'visible';
const window = new EventTarget();
let offline = false;
const listeners = new Set<() => void>();
const network: NetworkStatus = {
  offline: () => offline,
  subscribe: (listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
const setOffline = (value: boolean) => {
  offline = value;
  listeners.forEach((listener) => listener());
};
const setVisible = (visible: boolean) => {
  page.visibilityState = visible ? 'visible' : 'hidden';
  page.dispatchEvent(new Event('visibilitychange'));
};

let undo: () => void;
beforeAll(() => {
  Object.assign(globalThis, {
    document: page,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  });
  undo = followPlayerReturn(network);
});
afterAll(() => {
  undo();
  for (const key of ['document', 'addEventListener', 'removeEventListener']) {
    delete (globalThis as Record<string, unknown>)[key];
  }
});

/** A site's query client, listening as QueryClientProvider makes it. */
function siteClient(options: ConstructorParameters<typeof QueryClient>[0] = {}) {
  const client = new QueryClient(options);
  client.mount();
  return client;
}

/** How many times each key was read. */
const readCount = new Map<string, number>();
const read = (key: string): number => {
  const count = (readCount.get(key) ?? 0) + 1;
  readCount.set(key, count);
  return count;
};

/** A shown screen's query: how many times it was read. */
function shown(client: QueryClient, key: string, options: object) {
  readCount.set(key, 0);
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => read(key),
    staleTime: 60_000,
    ...options,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { reads: () => readCount.get(key), unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('issue 37 §2 "When the page becomes visible again, or the network comes back, the player\'s money queries … are read again at once; other queries keep their freshness"', () => {
  it('shown again: a money query is read again however fresh it is, another query is not', async () => {
    const client = siteClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
    const money = shown(client, 'balance', READ_ON_RETURN);
    const other = shown(client, 'banners', {});
    await settle();
    expect([money.reads(), other.reads()]).toEqual([1, 1]);

    setVisible(false);
    await settle();
    expect(money.reads()).toBe(1);
    setVisible(true);
    await settle();
    expect([money.reads(), other.reads()]).toEqual([2, 1]);
    money.unsubscribe();
    other.unsubscribe();
  });

  it('a screen no longer shown reads nothing on return', async () => {
    const client = siteClient();
    const money = shown(client, 'history', READ_ON_RETURN);
    await settle();
    money.unsubscribe();
    setVisible(false);
    setVisible(true);
    await settle();
    expect(money.reads()).toBe(1);
  });

  it('the network back (network.ts: a call answered after one found none) reads the money queries again; Query never holds a read back while it believes it is offline', async () => {
    const client = siteClient({ defaultOptions: { queries: { networkMode: 'always' } } });
    const money = shown(client, 'status', READ_ON_RETURN);
    await settle();
    setOffline(true);
    await client.refetchQueries({ queryKey: ['status'] });
    // Sent although "offline": the call itself tells whether the network is there.
    expect(money.reads()).toBe(2);
    setOffline(false);
    await settle();
    expect(money.reads()).toBe(3);
    money.unsubscribe();
  });

  it('a page restored from the back/forward cache counts as shown again', async () => {
    const client = siteClient();
    const money = shown(client, 'user', READ_ON_RETURN);
    await settle();
    const restored = new Event('pageshow') as Event & { persisted: boolean };
    restored.persisted = true;
    window.dispatchEvent(restored);
    await settle();
    expect(money.reads()).toBe(2);
    money.unsubscribe();
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { GuardMemory, MoneyLocks } from '../money/guard';
import { memoryStorage } from './harness';

// One browser, simulated for the money guard's tests: its localStorage and its Web Locks are
// shared by every page load (a tab, or the same tab after a reload), and a page that goes away
// (closed, reloaded) does nothing more: the browser frees the locks it held, its requests already
// sent still reach the upstream but their answers reach no one, and it writes nothing more.

/** The browser's Web Locks as the guard asks for them (`ifAvailable`), held per page load. */
export function simulatedLocks() {
  const held = new Map<string, string>();
  return {
    /** Who holds each lock now (page ids). */
    held: () => new Map(held),
    /** navigator.locks as page `page` sees it. */
    forPage(page: string): MoneyLocks {
      const request = (
        name: string,
        options: LockOptions,
        callback: (lock: Lock | null) => unknown,
      ): Promise<unknown> => {
        if (!options.ifAvailable) throw new Error('only ifAvailable requests are simulated');
        if (held.has(name)) return Promise.resolve().then(() => callback(null));
        held.set(name, page);
        return Promise.resolve()
          .then(() => callback({ name, mode: 'exclusive' }))
          .finally(() => {
            if (held.get(name) === page) held.delete(name);
          });
      };
      return { request: request as MoneyLocks['request'] };
    },
    /** The page went away: the browser frees what it held, whatever its code was doing. */
    release(page: string) {
      for (const [name, holder] of held) if (holder === page) held.delete(name);
    },
  };
}

/** One request a page sent, as the browser's network saw it. */
export interface Sent {
  page: string;
  method: string;
  path: string;
  /** Order of events in the browser (see `SimulatedBrowser.tick`). */
  startedAt: number;
  endedAt?: number;
  /** The HTTP status, or 0 when no answer came (a dropped connection). */
  status?: number;
}

export interface Page {
  id: string;
  open: boolean;
  /** localStorage as this page sees it: it writes nothing once gone. */
  storage: GuardMemory & { getItem(key: string): string | null };
  locks: MoneyLocks;
  fetch: (request: Request) => Promise<Response>;
}

const never = <T>() => new Promise<T>(() => {});

/**
 * The browser: `storage` every page shares, `locks` (or none: a browser without Web Locks),
 * `sent` every request any page made. `onRequest` hears each request leave and each answer come
 * (in the order they happen, even a gone page's), so a test can look at the upstream just then.
 */
export function simulatedBrowser(options: {
  webLocks: boolean;
  onRequest?: (sent: Sent, phase: 'start' | 'end') => void;
}) {
  const shared = memoryStorage();
  const locks = simulatedLocks();
  const sent: Sent[] = [];
  // The request the in-process upstream is working on, whatever else waits meanwhile.
  const acting = new AsyncLocalStorage<Sent>();
  let seq = 0;
  let pages = 0;
  const tick = () => (seq += 1);

  function openPage(): Page {
    pages += 1;
    const page: Page = {
      id: `page-${pages}`,
      open: true,
      storage: {
        getItem: (key) => shared.getItem(key),
        setItem: (key, value) => void (page.open && shared.setItem(key, value)),
        removeItem: (key) => void (page.open && shared.removeItem(key)),
      },
      locks: locks.forPage(`page-${pages}`),
      fetch: async (request) => {
        if (!page.open) return never();
        const url = new URL(request.url);
        const record: Sent = {
          page: page.id,
          method: request.method,
          path: url.pathname,
          startedAt: tick(),
        };
        sent.push(record);
        options.onRequest?.(record, 'start');
        let response: Response;
        try {
          response = await acting.run(record, () => globalThis.fetch(request));
        } catch (error) {
          record.status = 0;
          record.endedAt = tick();
          options.onRequest?.(record, 'end');
          if (!page.open) return never();
          throw error;
        }
        record.status = response.status;
        record.endedAt = tick();
        options.onRequest?.(record, 'end');
        return page.open ? response : never();
      },
    };
    return page;
  }

  return {
    storage: shared,
    locks,
    webLocks: options.webLocks,
    sent,
    /** Counts an event of the test's own (a tap made or told) among the requests'. */
    tick,
    /** How many events so far. */
    events: () => seq,
    /** Called while the upstream acts on a request: the request (undefined: not a page's). */
    actingOn: () => acting.getStore(),
    openPage,
    /** Closes (or, before a reload, leaves) a page: its locks are freed, its code stops. */
    closePage(page: Page) {
      page.open = false;
      locks.release(page.id);
    },
  };
}

export type SimulatedBrowser = ReturnType<typeof simulatedBrowser>;

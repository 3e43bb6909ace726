/**
 * Whether the site is offline, decided in this one place from two witnesses (issue 25 §6): the
 * browser (`navigator.onLine` and its `online` and `offline` events) and the site's own calls. A
 * browser can keep saying it is online with no network at all (Debian's Chromium 150 did), so a
 * call that found no network is believed too, until a later call gets an answer or the browser
 * says it is online again (a `online` event: the network came back; the next call will tell).
 *
 * "Found no network" is a fetch that rejected without having been aborted: an abort is our own
 * time limit (the upstream may only be slow) or a caller that stopped waiting, and says nothing
 * about the network. Any answer, a 500, a 429 or a 401 too, proves the network is there.
 */
export interface NetworkStatus {
  /** True while the browser says it is offline, or the site's last call found no network. */
  offline: () => boolean;
  /** Hears every change of `offline()`; returns the unsubscribe (as `useSyncExternalStore` wants). */
  subscribe: (listener: () => void) => () => void;
}

type Fetch = (request: Request) => Promise<Response>;

/** The status, and the fetch that tells it what each call found (every call of the client and the tracker goes through it). */
export function createNetworkStatus(fetchImpl: Fetch): { network: NetworkStatus; fetch: Fetch } {
  const listeners = new Set<() => void>();
  let callFoundNoNetwork = false;
  const notify = () => listeners.forEach((listener) => listener());
  const callFound = (noNetwork: boolean) => {
    if (noNetwork === callFoundNoNetwork) return;
    callFoundNoNetwork = noNetwork;
    notify();
  };

  // Outside a browser (Node) there is no such event and no `onLine`: only the calls tell.
  globalThis.addEventListener?.('online', () => {
    callFoundNoNetwork = false;
    notify();
  });
  globalThis.addEventListener?.('offline', notify);

  return {
    network: {
      offline: () => globalThis.navigator?.onLine === false || callFoundNoNetwork,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
    fetch: async (request) => {
      let response: Response;
      try {
        response = await fetchImpl(request);
      } catch (error) {
        if (!request.signal.aborted) callFound(true);
        throw error;
      }
      callFound(false);
      return response;
    },
  };
}

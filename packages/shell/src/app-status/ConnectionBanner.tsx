import { useSyncExternalStore } from 'react';
import { OfflineBanner } from '@wallet/ui';

function subscribe(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/**
 * Whether the browser has a network: `navigator.onLine`, followed through its `online` and
 * `offline` events. (Online does not promise the upstream answers; offline is certain.)
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Issue 15 "a Vietnamese offline screen when the network is gone": the kit's `OfflineBanner`, shown
 * while the browser is offline. A shell puts it once at the top of its layout.
 */
export function ConnectionBanner() {
  return <OfflineBanner offline={!useOnline()} />;
}

import { useSyncExternalStore } from 'react';
import { OfflineBanner } from '@wallet/ui';
import { useApi } from '../provider/WalletProvider';

/**
 * Whether the site has a network, as the nearest WalletProvider's client decides it (`api.network`
 * of @wallet/api): not when the browser says it is offline, nor after a call of the site found no
 * network at all, until a later call gets an answer or the browser says it is online again. A
 * browser's `navigator.onLine` alone can stay true with no network.
 */
export function useOnline(): boolean {
  const { network } = useApi();
  return !useSyncExternalStore(network.subscribe, network.offline, () => false);
}

/**
 * Issue 15 "a Vietnamese offline screen when the network is gone": the kit's `OfflineBanner`, shown
 * while the site is offline (`useOnline`). A shell puts it once at the top of its layout, inside its
 * `WalletProvider`.
 */
export function ConnectionBanner() {
  return <OfflineBanner offline={!useOnline()} />;
}

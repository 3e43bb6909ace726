import { focusManager, onlineManager } from '@tanstack/react-query';
import type { NetworkStatus } from './network';

/**
 * Tells TanStack Query when the player is back (issue 37 §2), from the site's own signals rather
 * than its defaults:
 * - shown: the page became visible again (back from the bank app, another tab, a locked phone) or
 *   was restored from the back/forward cache, which sends no visibility change of its own;
 * - online: `network.offline()` (network.ts), which also believes the site's own calls that found
 *   no network where the browser keeps saying it is online; its return is the network coming back.
 * The queries that can have changed while away (`READ_ON_RETURN`) are then read again; polls pause
 * while the page is hidden (Query's default for an interval) and resume with that one read.
 * Query's managers are one per page: the last wallet created owns them. Returns the undo.
 */
export function followPlayerReturn(network: NetworkStatus): () => void {
  focusManager.setEventListener((setFocused) => {
    const doc = globalThis.document;
    if (!doc) return undefined;
    const visibility = () => setFocused(doc.visibilityState !== 'hidden');
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      // A restored page was frozen, not hidden: pass through "away" so the return is a change.
      setFocused(false);
      setFocused(true);
    };
    doc.addEventListener('visibilitychange', visibility);
    globalThis.addEventListener?.('pageshow', restored);
    return () => {
      doc.removeEventListener('visibilitychange', visibility);
      globalThis.removeEventListener?.('pageshow', restored);
    };
  });
  onlineManager.setEventListener((setOnline) => {
    setOnline(!network.offline());
    return network.subscribe(() => setOnline(!network.offline()));
  });
  return () => {
    focusManager.setEventListener(() => undefined);
    onlineManager.setEventListener(() => undefined);
  };
}

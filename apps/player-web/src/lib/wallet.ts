import { createWallet } from '@wallet/shell';
import { apiConfig, siteConfig } from '../config';
import { clearPlayerState } from './session-store';

/**
 * The player site's wallet, from its configuration: the upstream client, the query cache, the
 * session and the captcha. Signing out also clears the player's shared state (session-store).
 * It navigates with the router it is rendered in (main.tsx; a page test's memory router). Screens take
 * the client and the cache from the provider (`useApi()`, `useQueryClient()`, `useWalletSession()`);
 * only main.tsx, outside React, and tests read them here.
 */
export const wallet = createWallet({
  apiConfig,
  turnstileSiteKey: siteConfig.turnstileSiteKey,
  onSignOut: clearPlayerState,
});

export const { api, queryClient } = wallet;

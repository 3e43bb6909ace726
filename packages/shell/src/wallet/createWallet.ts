import type { QueryClient } from '@tanstack/react-query';
import {
  createApi,
  createQueryClient,
  followPlayerReturn,
  type Api,
  type ApiConfig,
} from '@wallet/api';
import { captchaProvider, type CaptchaProvider } from '../captcha/captcha';
import { createNavigator, type Navigator } from '../navigation/navigation';
import { createSession, type Session } from '../session/session';
import { reportError } from '../telemetry/telemetry';

export interface WalletConfig {
  /** The upstream: `apiConfigFromEnv(import.meta.env)` from @wallet/api, or written out. */
  apiConfig: ApiConfig;
  /** Cloudflare Turnstile's site key for the captcha token; unset, the sandbox's test token. */
  turnstileSiteKey?: string;
  /**
   * Clears the site's own player state on every sign-out (a logout, an expired session), after the
   * query cache is cleared and before the player is sent to /login.
   */
  onSignOut?: () => void;
}

/** Everything one site needs from the wallet, created once from its configuration. */
export interface Wallet extends Session {
  /** The upstream client: hand it to @wallet/api's operations (`getUserQuery(api)`). */
  api: Api;
  /**
   * The query cache with the spec's client defaults (`createQueryClient` from @wallet/api); a query
   * or mutation that fails goes to the error seam (`configureTelemetry`), with its key and code.
   */
  queryClient: QueryClient;
  /** Where the login and register forms get their captcha token. */
  captcha: CaptchaProvider;
  /**
   * How sign-in, logout and the 401 flow navigate: `WalletProvider`, rendered inside the site's
   * router, hands it that router's `navigate` (before, they load the page).
   */
  navigator: Pick<Navigator, 'attach'>;
}

/**
 * A site's wallet: the upstream client, the query cache, the session and the captcha, wired
 * together. A 401 on any call ends the session: the client clears the stored session and alerts,
 * then the wallet clears the cache and the site's state (`onSignOut`) and goes to /login.
 */
export function createWallet({ apiConfig, turnstileSiteKey, onSignOut }: WalletConfig): Wallet {
  const queryClient = createQueryClient({
    onQueryError: (error, queryKey) => reportError('query', error, queryKey),
    onMutationError: (error, mutationKey) => reportError('mutation', error, mutationKey),
  });
  const navigator = createNavigator();
  const session = createSession({ queryClient, navigator, onSignOut });
  const api = createApi({
    ...apiConfig,
    onSessionExpired: () => {
      session.endExpiredSession();
      apiConfig.onSessionExpired?.();
    },
  });
  // Back from the bank app, or the network back: what can have changed is read again at once.
  followPlayerReturn(api.network);
  return {
    ...session,
    api,
    queryClient,
    captcha: captchaProvider(turnstileSiteKey),
    navigator: { attach: navigator.attach },
  };
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useInRouterContext } from 'react-router';
import type { Api } from '@wallet/api';
import { captchaProvider, type CaptchaProvider } from '../captcha/captcha';
import { RouterNavigation } from '../navigation/navigation';
import type { Session } from '../session/session';
import type { Wallet } from '../wallet/createWallet';

interface WalletContextValue {
  api: Api;
  captcha: CaptchaProvider;
  session: Session | null;
}

const WalletContext = createContext<WalletContextValue | null>(null);

export type WalletProviderProps = { children: ReactNode } & (
  | {
      /** The site's wallet (`createWallet`): its client, cache, session and captcha. */
      wallet: Wallet;
      api?: never;
      queryClient?: never;
      captcha?: never;
    }
  | {
      wallet?: never;
      /** The site's upstream client (`createApi` from @wallet/api), for screens without a session. */
      api: Api;
      /** The site's query client (`createQueryClient` from @wallet/api). */
      queryClient: QueryClient;
      /** Default: the sandbox's captcha token. */
      captcha?: CaptchaProvider;
    }
);

/**
 * Gives every screen below it the site's upstream client, query cache, session and captcha. Given
 * a `wallet`, all four; given only `api` and `queryClient` (a site that signs nobody in, a screen
 * test), no session: `useWalletSession` and what uses it (`useUserInfoOrLogout`) need a wallet.
 * Inside the site's router (`<BrowserRouter>`), the wallet's sign-in, logout and 401 flow navigate
 * with it; outside one they load the page.
 */
export function WalletProvider(props: WalletProviderProps) {
  const inRouter = useInRouterContext();
  const value = useMemo<WalletContextValue>(
    () =>
      props.wallet
        ? { api: props.wallet.api, captcha: props.wallet.captcha, session: props.wallet }
        : { api: props.api, captcha: props.captcha ?? captchaProvider(undefined), session: null },
    [props.wallet, props.api, props.captcha],
  );
  const queryClient = props.wallet ? props.wallet.queryClient : props.queryClient;
  return (
    <WalletContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        {props.wallet && inRouter ? <RouterNavigation navigator={props.wallet.navigator} /> : null}
        {props.children}
      </QueryClientProvider>
    </WalletContext.Provider>
  );
}

function useWalletContext(hook: string): WalletContextValue {
  const value = useContext(WalletContext);
  if (!value) throw new Error(`${hook}: render this screen inside <WalletProvider>.`);
  return value;
}

/** The upstream client of the nearest WalletProvider. */
export function useApi(): Api {
  return useWalletContext('useApi').api;
}

/** The captcha provider of the nearest WalletProvider. */
export function useCaptchaProvider(): CaptchaProvider {
  return useWalletContext('useCaptchaProvider').captcha;
}

/** Sign-in and logout of the nearest WalletProvider's wallet. */
export function useWalletSession(): Session {
  const { session } = useWalletContext('useWalletSession');
  if (!session) {
    throw new Error('useWalletSession: give <WalletProvider> a `wallet` (createWallet).');
  }
  return session;
}

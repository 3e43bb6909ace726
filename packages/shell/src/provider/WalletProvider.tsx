import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Api } from '@wallet/api';

const ApiContext = createContext<Api | null>(null);

export interface WalletProviderProps {
  /** The site's upstream client (`createApi` from @wallet/api). */
  api: Api;
  /** The site's query client (`createQueryClient` from @wallet/api). */
  queryClient: QueryClient;
  children: ReactNode;
}

/** Gives every screen below it the site's upstream client and query cache. */
export function WalletProvider({ api, queryClient, children }: WalletProviderProps) {
  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
}

/** The upstream client of the nearest WalletProvider. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi: render this screen inside <WalletProvider>.');
  return api;
}

import type { QueryClient } from '@tanstack/react-query';
import { getGameCategoryItemsQuery, type Api } from '@wallet/api';

/** The wallets' list starts loading with the page's code (a visitor, sent to /login, asks nothing). */
export async function prefetchAllWallets(queryClient: QueryClient, api: Api): Promise<void> {
  if (!api.hasToken()) return;
  await queryClient.prefetchQuery(getGameCategoryItemsQuery(api));
}

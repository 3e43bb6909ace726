import type { QueryClient } from '@tanstack/react-query';
import {
  checkAllowWithdrawQuery,
  getActiveBanksQuery,
  getGameCategoryItemsQuery,
  getWithdrawLimitsQuery,
  type Api,
} from '@wallet/api';

/**
 * The withdraw screen's first calls, its game balances too, start with its code (a visitor, sent to
 * /login, asks nothing).
 */
export async function prefetchWithdraw(queryClient: QueryClient, api: Api): Promise<void> {
  if (!api.hasToken()) return;
  await Promise.all([
    queryClient.prefetchQuery(checkAllowWithdrawQuery(api)),
    queryClient.prefetchQuery(getWithdrawLimitsQuery(api)),
    queryClient.prefetchQuery(getActiveBanksQuery(api)),
    queryClient.prefetchQuery(getGameCategoryItemsQuery(api)),
  ]);
}

import type { QueryClient } from '@tanstack/react-query';
import { checkAllowDepositQuery, getPaymentCategoriesQuery, type Api } from '@wallet/api';

/** The deposit screen's first calls start with its code (a visitor, sent to /login, asks nothing). */
export async function prefetchDeposit(queryClient: QueryClient, api: Api): Promise<void> {
  if (!api.hasToken()) return;
  await Promise.all([
    queryClient.prefetchQuery(getPaymentCategoriesQuery(api)),
    queryClient.prefetchQuery(checkAllowDepositQuery(api)),
  ]);
}

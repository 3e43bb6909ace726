import type { QueryClient } from '@tanstack/react-query';
import {
  checkAllowDepositQuery,
  getPaymentCategoriesQuery,
  getUserTransactionsQuery,
  type Api,
} from '@wallet/api';

/**
 * The deposit screen's first calls start with its code (a visitor, sent to /login, asks nothing);
 * the history too, so a deposit left waiting takes the form's place as soon as it can (issue 47 §2).
 */
export async function prefetchDeposit(queryClient: QueryClient, api: Api): Promise<void> {
  if (!api.hasToken()) return;
  await Promise.all([
    queryClient.prefetchQuery(getPaymentCategoriesQuery(api)),
    queryClient.prefetchQuery(checkAllowDepositQuery(api)),
    queryClient.prefetchQuery(getUserTransactionsQuery(api)),
  ]);
}

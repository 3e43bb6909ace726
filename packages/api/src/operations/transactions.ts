import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../client';
import { READ_ON_RETURN } from '../freshness';
import { queryKeys } from '../keys';
export { getLatestTransactionQuery } from '../reads/evidence';
import { callDecoded } from '../parse/decode';
import { transactionAnswer, transactions, transactionStatus } from '../parse/transactions';

export function getUserTransactionsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.transactions(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getUserTransactions',
          transactions,
          api.client.GET('/account/user_transaction', { signal }),
        )
      ).response,
    ...READ_ON_RETURN,
    enabled: api.hasToken(),
  });
}

export function getTransactionQuery(api: Api, id: number) {
  return queryOptions({
    queryKey: queryKeys.transaction(id),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getTransaction',
          transactionAnswer,
          api.client.GET('/account/transaction/{id}', { params: { path: { id } }, signal }),
        )
      ).data,
    enabled: api.hasToken(),
  });
}

/**
 * Polled while a deposit waits; a screen sets `refetchInterval` only while it is shown. `id` is a
 * deposit result's `transaction_id` or a transaction's numeric `id`.
 */
export function checkTransactionStatusQuery(api: Api, id: string | number) {
  return queryOptions({
    queryKey: queryKeys.transactionStatus(id),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'checkTransactionStatus',
        transactionStatus,
        api.client.GET('/account/transaction/status/check/{id}', {
          params: { path: { id: String(id) } },
          signal,
        }),
      ),
    ...READ_ON_RETURN,
    enabled: api.hasToken(),
  });
}

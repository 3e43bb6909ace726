import { READ_ON_RETURN } from '../freshness';
export { getLatestTransactionQuery } from '../reads/evidence';
import { transactionAnswer, transactions, transactionStatus } from '../parse/transactions';
import { defineRead } from '../read';

export const getUserTransactionsQuery = defineRead(
  'getUserTransactions',
  '/account/user_transaction',
  { owner: 'player', decoder: transactions, pick: (answer) => answer.response, ...READ_ON_RETURN },
);

export const getTransactionQuery = defineRead('getTransaction', '/account/transaction/{id}', {
  owner: 'player',
  request: (id: number) => ({ params: { path: { id } } }),
  decoder: transactionAnswer,
  pick: (answer) => answer.data,
});

/**
 * Polled while a deposit waits; a screen sets `refetchInterval` only while it is shown. `id` is a
 * deposit result's `transaction_id` or a transaction's numeric `id`.
 */
export const checkTransactionStatusQuery = defineRead(
  'checkTransactionStatus',
  '/account/transaction/status/check/{id}',
  {
    owner: 'player',
    request: (id: string | number) => ({ params: { path: { id: String(id) } } }),
    decoder: transactionStatus,
    ...READ_ON_RETURN,
  },
);

import type { PageRoute } from '../../lib/paths';

export const transactionsRoute = {
  path: '/transections',
  access: 'player',
  // 001 §2 gives /transections no title; the header's is ours, as the profile tile's.
  title: 'Lịch sử giao dịch',
  page: () => import('./TransactionsPage'),
} as const satisfies PageRoute;

export const transactionDetailRoute = {
  path: '/transections/:id',
  access: 'player',
  // 001 §2 gives /transections/{id} no title; the header's is ours.
  title: 'Chi tiết giao dịch',
  // 001 §2 "The back arrow goes to /transections."
  backTo: '/transections',
  page: () => import('./TransactionDetailPage'),
} as const satisfies PageRoute;

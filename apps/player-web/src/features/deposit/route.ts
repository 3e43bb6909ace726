import type { PageRoute } from '../../lib/paths';

export const depositRoute = {
  path: '/deposit',
  access: 'player',
  title: 'Nạp Tiền',
  page: () => import('./DepositPage'),
  prefetch: (queryClient, api) =>
    import('./prefetch').then((m) => m.prefetchDeposit(queryClient, api)),
} as const satisfies PageRoute;

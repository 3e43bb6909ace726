import type { PageRoute } from '../../lib/paths';

export const withdrawRoute = {
  path: '/withdraw',
  access: 'player',
  title: 'Rút Tiền',
  page: () => import('./WithdrawPage'),
  prefetch: (queryClient, api) =>
    import('./prefetch').then((m) => m.prefetchWithdraw(queryClient, api)),
} as const satisfies PageRoute;

import { ALL_WALLETS_PAGE_TITLE } from '@wallet/domain';
import type { PageRoute } from '../../lib/paths';

export const allWalletsRoute = {
  path: '/profile/all-wallet',
  access: 'player',
  title: ALL_WALLETS_PAGE_TITLE,
  page: () => import('./AllWalletsPage'),
  prefetch: (queryClient, api) =>
    import('./prefetch').then((m) => m.prefetchAllWallets(queryClient, api)),
} as const satisfies PageRoute;

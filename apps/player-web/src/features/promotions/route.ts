import type { PageRoute } from '../../lib/paths';

export const promotionsRoute = {
  path: '/promotions',
  access: 'public',
  title: 'Khuyến mãi',
  page: () => import('./PromotionsPage'),
  prefetch: (queryClient, api) =>
    import('./prefetch').then((m) => m.prefetchPromotions(queryClient, api)),
} as const satisfies PageRoute;

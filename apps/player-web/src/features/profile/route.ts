import type { PageRoute } from '../../lib/paths';

export const profileRoute = {
  path: '/profile',
  access: 'player',
  page: () => import('./ProfilePage'),
} as const satisfies PageRoute;

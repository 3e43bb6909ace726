import type { PageRoute } from '../../lib/paths';

export const loginRoute = {
  path: '/login',
  access: 'guest',
  page: () => import('./LoginPage'),
} as const satisfies PageRoute;

import type { PageRoute } from '../../lib/paths';

export const registerRoute = {
  path: '/register',
  access: 'guest',
  page: () => import('./RegisterPage'),
} as const satisfies PageRoute;

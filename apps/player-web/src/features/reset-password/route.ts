import type { PageRoute } from '../../lib/paths';

export const resetPasswordRoute = {
  path: '/reset-password',
  access: 'guest',
  page: () => import('./ResetPasswordPage'),
} as const satisfies PageRoute;

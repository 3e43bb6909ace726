import type { PageRoute } from '../../lib/paths';

export const notificationsRoute = {
  path: '/notifications',
  access: 'player',
  title: 'Thông báo',
  page: () => import('./NotificationsPage'),
} as const satisfies PageRoute;

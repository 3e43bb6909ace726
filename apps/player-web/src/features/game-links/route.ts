import type { PageRoute } from '../../lib/paths';

export const gameLinksRoute = {
  path: '/game-links',
  access: 'public',
  title: 'Link vào game',
  page: () => import('./GameLinksPage'),
} as const satisfies PageRoute;

import type { PageRoute } from '../../lib/paths';
import { prefetchHome } from './prefetch';

/** 000 §2 Home. */
export const homeRoute = {
  path: '/',
  access: 'public',
  page: () => import('./HomePage'),
  // In the entry chunk (half a kilobyte): the banners are asked for as soon as the code runs,
  // while the page's own chunk is still on its way.
  prefetch: prefetchHome,
} as const satisfies PageRoute;

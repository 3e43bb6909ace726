import type { PageRoute } from '../../lib/paths';

/** 000 §2 "a catch-all not-found page", public. */
export const notFoundRoute = {
  path: '*',
  access: 'public',
  page: () => import('./NotFoundPage'),
} as const satisfies PageRoute;

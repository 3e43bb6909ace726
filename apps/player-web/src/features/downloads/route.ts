import type { PageRoute } from '../../lib/paths';

// The three screens of @wallet/shell/downloads: one module, so one chunk. Each `page` imports it
// itself, so the build's page HTML (@wallet/build) finds it.
export const downloadsRoute = {
  path: '/downloads',
  access: 'public',
  page: () => import('./pages').then((m) => ({ default: m.Downloads })),
} as const satisfies PageRoute;

export const androidRoute = {
  path: '/android',
  access: 'public',
  page: () => import('./pages').then((m) => ({ default: m.AndroidGuide })),
} as const satisfies PageRoute;

export const iosRoute = {
  path: '/ios',
  access: 'public',
  page: () => import('./pages').then((m) => ({ default: m.IosGuide })),
} as const satisfies PageRoute;

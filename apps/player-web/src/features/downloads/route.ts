import type { PageRoute } from '../../lib/paths';

// The three screens of @wallet/shell/downloads, one chunk.
const pages = () => import('./pages');

export const downloadsRoute = {
  path: '/downloads',
  access: 'public',
  page: () => pages().then((m) => ({ default: m.Downloads })),
} as const satisfies PageRoute;

export const androidRoute = {
  path: '/android',
  access: 'public',
  page: () => pages().then((m) => ({ default: m.AndroidGuide })),
} as const satisfies PageRoute;

export const iosRoute = {
  path: '/ios',
  access: 'public',
  page: () => pages().then((m) => ({ default: m.IosGuide })),
} as const satisfies PageRoute;

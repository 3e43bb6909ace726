import type { RouteObject } from 'react-router-dom';
import type { Access } from './guards';
import { Guard } from './guards';
import { queryClient, api } from '../lib/api';

type PageModule = { default: React.ComponentType };

interface RouteEntry {
  path: string;
  access: Access;
  page: () => Promise<PageModule>;
  /** Starts the page's data while its code loads. */
  prefetch?: () => Promise<unknown>;
}

const placeholder = () => import('../features/placeholder/PlaceholderPage');

/** The full route table of the spec (section 2 of both documents). */
export const routeTable: RouteEntry[] = [
  {
    path: '/',
    access: 'public',
    page: () => import('../features/home/HomePage'),
    prefetch: () =>
      import('../features/home/prefetch').then((m) => m.prefetchHome(queryClient, api)),
  },
  { path: '/promotions', access: 'public', page: placeholder },
  { path: '/game-links', access: 'public', page: placeholder },
  { path: '/downloads', access: 'public', page: placeholder },
  { path: '/android', access: 'public', page: placeholder },
  { path: '/ios', access: 'public', page: placeholder },
  { path: '/agent/register', access: 'public', page: placeholder },
  { path: '/register', access: 'guest', page: placeholder },
  { path: '/login', access: 'guest', page: placeholder },
  { path: '/reset-password', access: 'guest', page: placeholder },
  { path: '/notifications', access: 'player', page: placeholder },
  { path: '/deposit', access: 'player', page: placeholder },
  { path: '/withdraw', access: 'player', page: placeholder },
  { path: '/add-account', access: 'player', page: placeholder },
  { path: '/profile', access: 'player', page: placeholder },
  { path: '/profile/all-wallet', access: 'player', page: placeholder },
  { path: '/transections', access: 'player', page: placeholder },
  { path: '/transections/:id', access: 'player', page: placeholder },
  { path: '/profile/bank-account-management', access: 'player', page: placeholder },
  { path: '*', access: 'public', page: () => import('../features/placeholder/NotFoundPage') },
];

export function toRouteObjects(table: RouteEntry[]): RouteObject[] {
  return table.map(({ path, access, page, prefetch }) => ({
    path,
    // Code for every page is loaded lazily; its data starts loading at the same time. The page
    // does not wait for the data: it shows its own loading and error states.
    lazy: async () => {
      void prefetch?.().catch(() => undefined);
      const { default: Page } = await page();
      return {
        element: (
          <Guard access={access}>
            <Page />
          </Guard>
        ),
      };
    },
  }));
}

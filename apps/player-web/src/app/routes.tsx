import type { RouteObject } from 'react-router-dom';
import {
  ADD_BANK_TITLE,
  ALL_WALLETS_PAGE_TITLE,
  BANK_ACCOUNTS_TITLE,
  ROUTE_ACCESS,
  TRANSACTION_DETAIL_TITLE,
  TRANSACTIONS_ROUTE,
  TRANSACTIONS_TITLE,
  type RoutePath,
} from '@wallet/domain';
import { Guard } from '@wallet/shell';
import { prefetchHome } from '../features/home/prefetch';
import { pages, type PageModule } from './pages';
import { api, queryClient } from '../lib/wallet';

interface RouteEntry {
  /** A route of @wallet/domain's table (which says who may open it), or the not-found page. */
  path: RoutePath | '*';
  page: () => Promise<PageModule>;
  /** The header's title; without one the header shows the logo. */
  title?: string;
  /** Where the header's back control goes, instead of one step back. */
  backTo?: string;
  /**
   * Starts the page's data while its code loads. Home's is in the entry chunk; the others are a
   * chunk of their own, asked for beside the page's (a few hundred bytes, smaller than the page's,
   * so the calls still start well before the page could make them).
   */
  prefetch?: () => Promise<unknown>;
}

export interface RouteHandle {
  title?: string;
  backTo?: string;
}

/**
 * Every route of the spec (section 2 of both documents). Who may open each one is
 * @wallet/domain's ROUTE_ACCESS, applied by <Guard>; a path missing there does not compile.
 */
export const routeTable: RouteEntry[] = [
  {
    path: '/',
    page: pages['/'],
    // In the entry chunk (half a kilobyte): the banners are asked for as soon as the code runs,
    // while the page's own chunk is still on its way.
    prefetch: () => prefetchHome(queryClient, api),
  },
  {
    path: '/promotions',
    title: 'Khuyến mãi',
    page: pages['/promotions'],
    prefetch: () =>
      import('../features/promotions/prefetch').then((m) => m.prefetchPromotions(queryClient, api)),
  },
  {
    path: '/game-links',
    title: 'Link vào game',
    page: pages['/game-links'],
  },
  { path: '/downloads', page: pages['/downloads'] },
  { path: '/android', page: pages['/android'] },
  { path: '/ios', page: pages['/ios'] },
  {
    path: '/agent/register',
    // 001 §2 "Agency registration": the screen the standalone agency site shows too; home is this site's /.
    page: pages['/agent/register'],
  },
  { path: '/register', page: pages['/register'] },
  { path: '/login', page: pages['/login'] },
  { path: '/reset-password', page: pages['/reset-password'] },
  {
    path: '/notifications',
    title: 'Thông báo',
    page: pages['/notifications'],
  },
  {
    path: '/deposit',
    title: 'Nạp Tiền',
    page: pages['/deposit'],
    prefetch: () =>
      import('../features/deposit/prefetch').then((m) => m.prefetchDeposit(queryClient, api)),
  },
  {
    path: '/withdraw',
    title: 'Rút Tiền',
    page: pages['/withdraw'],
    prefetch: () =>
      import('../features/withdraw/prefetch').then((m) => m.prefetchWithdraw(queryClient, api)),
  },
  {
    path: '/add-account',
    title: ADD_BANK_TITLE,
    page: pages['/add-account'],
  },
  { path: '/profile', page: pages['/profile'] },
  {
    path: '/profile/all-wallet',
    title: ALL_WALLETS_PAGE_TITLE,
    page: pages['/profile/all-wallet'],
  },
  {
    path: '/transections',
    title: TRANSACTIONS_TITLE,
    page: pages['/transections'],
  },
  {
    path: '/transections/:id',
    title: TRANSACTION_DETAIL_TITLE,
    // 001 §2 "The back arrow goes to /transections."
    backTo: TRANSACTIONS_ROUTE,
    page: pages['/transections/:id'],
  },
  {
    path: '/profile/bank-account-management',
    title: BANK_ACCOUNTS_TITLE,
    page: pages['/profile/bank-account-management'],
  },
  { path: '*', page: pages['*'] },
];

export function toRouteObjects(table: RouteEntry[]): RouteObject[] {
  return table.map(({ path, page, prefetch, title, backTo }) => ({
    path,
    handle: { title, backTo } satisfies RouteHandle,
    // Code for every page is loaded lazily; its data starts loading at the same time. The page
    // does not wait for the data: it shows its own loading and error states.
    lazy: async () => {
      void prefetch?.().catch(() => undefined);
      const { default: Page } = await page();
      return {
        element: (
          // The catch-all not-found page is public.
          <Guard access={path === '*' ? 'public' : ROUTE_ACCESS[path]}>
            <Page />
          </Guard>
        ),
      };
    },
  }));
}

import type { ComponentType } from 'react';
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
import { api, queryClient } from '../lib/wallet';

type PageModule = { default: ComponentType };

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

const downloads = () => import('../features/downloads/pages');

/**
 * Every route of the spec (section 2 of both documents). Who may open each one is
 * @wallet/domain's ROUTE_ACCESS, applied by <Guard>; a path missing there does not compile.
 */
export const routeTable: RouteEntry[] = [
  {
    path: '/',
    page: () => import('../features/home/HomePage'),
    // In the entry chunk (half a kilobyte): the banners are asked for as soon as the code runs,
    // while the page's own chunk is still on its way.
    prefetch: () => prefetchHome(queryClient, api),
  },
  {
    path: '/promotions',
    title: 'Khuyến mãi',
    page: () => import('../features/promotions/PromotionsPage'),
    prefetch: () =>
      import('../features/promotions/prefetch').then((m) => m.prefetchPromotions(queryClient, api)),
  },
  {
    path: '/game-links',
    title: 'Link vào game',
    page: () => import('../features/game-links/GameLinksPage'),
  },
  { path: '/downloads', page: () => downloads().then((m) => ({ default: m.Downloads })) },
  { path: '/android', page: () => downloads().then((m) => ({ default: m.AndroidGuide })) },
  { path: '/ios', page: () => downloads().then((m) => ({ default: m.IosGuide })) },
  {
    path: '/agent/register',
    // 001 §2 "Agency registration": the screen the standalone agency site shows too; home is this site's /.
    page: () =>
      import('@wallet/shell/agency').then(({ AgencyRegisterPage }) => ({
        default: AgencyRegisterPage,
      })),
  },
  { path: '/register', page: () => import('../features/register/RegisterPage') },
  { path: '/login', page: () => import('../features/login/LoginPage') },
  { path: '/reset-password', page: () => import('../features/reset-password/ResetPasswordPage') },
  {
    path: '/notifications',
    title: 'Thông báo',
    page: () => import('../features/notifications/NotificationsPage'),
  },
  {
    path: '/deposit',
    title: 'Nạp Tiền',
    page: () => import('../features/deposit/DepositPage'),
    prefetch: () =>
      import('../features/deposit/prefetch').then((m) => m.prefetchDeposit(queryClient, api)),
  },
  {
    path: '/withdraw',
    title: 'Rút Tiền',
    page: () => import('../features/withdraw/WithdrawPage'),
    prefetch: () =>
      import('../features/withdraw/prefetch').then((m) => m.prefetchWithdraw(queryClient, api)),
  },
  {
    path: '/add-account',
    title: ADD_BANK_TITLE,
    page: () => import('../features/bank-accounts/AddAccountPage'),
  },
  { path: '/profile', page: () => import('../features/profile/ProfilePage') },
  {
    path: '/profile/all-wallet',
    title: ALL_WALLETS_PAGE_TITLE,
    page: () => import('../features/wallets/AllWalletsPage'),
  },
  {
    path: '/transections',
    title: TRANSACTIONS_TITLE,
    page: () => import('../features/transactions/TransactionsPage'),
  },
  {
    path: '/transections/:id',
    title: TRANSACTION_DETAIL_TITLE,
    // 001 §2 "The back arrow goes to /transections."
    backTo: TRANSACTIONS_ROUTE,
    page: () => import('../features/transactions/TransactionDetailPage'),
  },
  {
    path: '/profile/bank-account-management',
    title: BANK_ACCOUNTS_TITLE,
    page: () => import('../features/bank-accounts/BankAccountsPage'),
  },
  { path: '*', page: () => import('../features/not-found/NotFoundPage') },
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

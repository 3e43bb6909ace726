import type { RouteObject } from 'react-router-dom';
import { Guard } from '@wallet/shell';
import { agentRegisterRoute } from '../features/agent-register/route';
import { addAccountRoute, bankAccountsRoute } from '../features/bank-accounts/route';
import { depositRoute } from '../features/deposit/route';
import { androidRoute, downloadsRoute, iosRoute } from '../features/downloads/route';
import { gameLinksRoute } from '../features/game-links/route';
import { homeRoute } from '../features/home/route';
import { loginRoute } from '../features/login/route';
import { notFoundRoute } from '../features/not-found/route';
import { notificationsRoute } from '../features/notifications/route';
import { profileRoute } from '../features/profile/route';
import { promotionsRoute } from '../features/promotions/route';
import { registerRoute } from '../features/register/route';
import { resetPasswordRoute } from '../features/reset-password/route';
import { transactionDetailRoute, transactionsRoute } from '../features/transactions/route';
import { allWalletsRoute } from '../features/wallets/route';
import { withdrawRoute } from '../features/withdraw/route';
import { api, queryClient } from '../lib/wallet';
import type { PageRoute } from '../lib/paths';

/**
 * Every page of the site (section 2 of both specs), one line each. A page's path, who may open it,
 * its title and its data's prefetch are in its feature's `route.ts`; `href()` (lib/paths.ts) takes
 * only the paths listed here.
 */
export const routes = [
  homeRoute,
  promotionsRoute,
  gameLinksRoute,
  downloadsRoute,
  androidRoute,
  iosRoute,
  agentRegisterRoute,
  registerRoute,
  loginRoute,
  resetPasswordRoute,
  notificationsRoute,
  depositRoute,
  withdrawRoute,
  addAccountRoute,
  profileRoute,
  allWalletsRoute,
  transactionsRoute,
  transactionDetailRoute,
  bankAccountsRoute,
  notFoundRoute,
] as const;

declare module '../lib/paths' {
  interface Register {
    routes: typeof routes;
  }
}

export interface RouteHandle {
  title?: string;
  backTo?: string;
}

export function toRouteObjects(list: readonly PageRoute[]): RouteObject[] {
  return list.map(({ path, access, page, prefetch, title, backTo }) => ({
    path,
    handle: { title, backTo } satisfies RouteHandle,
    // Code for every page is loaded lazily; its data starts loading at the same time. The page
    // does not wait for the data: it shows its own loading and error states.
    lazy: async () => {
      void prefetch?.(queryClient, api).catch(() => undefined);
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

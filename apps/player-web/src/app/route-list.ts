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

/**
 * Every page of the site (section 2 of both specs), one line each. A page's path, who may open it,
 * its title and its data's prefetch are in its feature's `route.ts`; `href()` (lib/paths.ts) takes
 * only the paths listed here. Data, no React (routes.tsx makes the router's objects from it): the
 * browser tests read it too, so e2e/deploy-nginx.spec.ts opens a new page without an edit.
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

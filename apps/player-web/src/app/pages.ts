import type { ComponentType } from 'react';
import type { RoutePath } from '@wallet/domain';

export type PageModule = { default: ComponentType };

const downloads = () => import('../features/downloads/pages');

/**
 * Each route's page, loaded lazily. Only dynamic imports and types here: `preload-page.ts` reads
 * this from a script of its own that runs before the framework has arrived, so the page being
 * opened is asked for together with the site's first scripts rather than after them (issue 15:
 * "preload the chunk of the route being opened"); the router (routes.tsx) loads the same modules.
 */
export const pages: Record<RoutePath | '*', () => Promise<PageModule>> = {
  '/': () => import('../features/home/HomePage'),
  '/promotions': () => import('../features/promotions/PromotionsPage'),
  '/game-links': () => import('../features/game-links/GameLinksPage'),
  '/downloads': () => downloads().then((m) => ({ default: m.Downloads })),
  '/android': () => downloads().then((m) => ({ default: m.AndroidGuide })),
  '/ios': () => downloads().then((m) => ({ default: m.IosGuide })),
  '/agent/register': () =>
    import('@wallet/shell/agency').then(({ AgencyRegisterPage }) => ({
      default: AgencyRegisterPage,
    })),
  '/register': () => import('../features/register/RegisterPage'),
  '/login': () => import('../features/login/LoginPage'),
  '/reset-password': () => import('../features/reset-password/ResetPasswordPage'),
  '/notifications': () => import('../features/notifications/NotificationsPage'),
  '/deposit': () => import('../features/deposit/DepositPage'),
  '/withdraw': () => import('../features/withdraw/WithdrawPage'),
  '/add-account': () => import('../features/bank-accounts/AddAccountPage'),
  '/profile': () => import('../features/profile/ProfilePage'),
  '/profile/all-wallet': () => import('../features/wallets/AllWalletsPage'),
  '/transections': () => import('../features/transactions/TransactionsPage'),
  '/transections/:id': () => import('../features/transactions/TransactionDetailPage'),
  '/profile/bank-account-management': () => import('../features/bank-accounts/BankAccountsPage'),
  '*': () => import('../features/not-found/NotFoundPage'),
};

/** The page a path opens: its route's, by segments (`:id` takes any one), else the not-found page. */
export function pageOf(pathname: string): () => Promise<PageModule> {
  const parts = segments(pathname);
  for (const [path, page] of Object.entries(pages)) {
    const pattern = segments(path);
    if (
      path !== '*' &&
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part === parts[i])
    ) {
      return page;
    }
  }
  return pages['*'];
}

const segments = (path: string) => path.replace(/\/+$/, '').split('/');

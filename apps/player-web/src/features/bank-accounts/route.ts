import { ADD_BANK_TITLE, BANK_ACCOUNTS_TITLE } from '@wallet/domain';
import type { PageRoute } from '../../lib/paths';

export const addAccountRoute = {
  path: '/add-account',
  access: 'player',
  title: ADD_BANK_TITLE,
  page: () => import('./AddAccountPage'),
} as const satisfies PageRoute;

export const bankAccountsRoute = {
  path: '/profile/bank-account-management',
  access: 'player',
  title: BANK_ACCOUNTS_TITLE,
  page: () => import('./BankAccountsPage'),
} as const satisfies PageRoute;

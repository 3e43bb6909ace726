import { matchesSearch } from '../search';
import { BANK_APPS, type BankApp } from './bank-app-list';

/**
 * Issue 37 §1 "a chooser of Vietnamese bank apps (name and logo; the most used first; a search
 * box)": the apps most installed first (VietQR's monthly installs; ties keep the published order),
 * those a search names, by app or bank name, with or without diacritics.
 */
export function bankAppsFor(query: string, apps: readonly BankApp[] = BANK_APPS): BankApp[] {
  return apps
    .map((app, order) => ({ app, order }))
    .filter(({ app }) => matchesSearch(query, [app.name, app.bankName, app.id]))
    .sort((a, b) => b.app.monthlyInstalls - a.app.monthlyInstalls || a.order - b.order)
    .map(({ app }) => app);
}

/** Issue 47 §1 "The app the player chose last": kept on this device, as its other choices are. */
export const LAST_BANK_APP_KEY = 'wallet.lastBankApp';

/** The remembered app's id, when it is still one of `apps`; null for anything else. */
export function lastBankAppId(
  raw: string | null,
  apps: readonly BankApp[] = BANK_APPS,
): string | null {
  return apps.some((app) => app.id === raw) ? raw : null;
}

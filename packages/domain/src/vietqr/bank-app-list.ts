import { BANK_APP_LOGO_ORIGIN } from './published';
import { PUBLISHED_APPS } from './published-apps';

export { BANK_APP_LOGO_ORIGIN };

/**
 * A bank app VietQR's link service opens (`https://dl.vietqr.io/pay?app=<id>`), from VietQR's
 * Android list (published-apps.ts, rebuilt by `pnpm --filter @wallet/domain vietqr:refresh`).
 * VietQR's iOS list names the same app ids; one list serves both (docs/decisions.md).
 */
export interface BankApp {
  id: string;
  name: string;
  bankName: string;
  /** The app's published logo, on BANK_APP_LOGO_ORIGIN. */
  logo: string;
  /** VietQR's count of the app's installs a month: the order of "the most used first". */
  monthlyInstalls: number;
  /** Whether the app fills in the account, amount and content; else it only opens. */
  autofill: boolean;
}

/** The apps in VietQR's published order. */
export const BANK_APPS: readonly BankApp[] = PUBLISHED_APPS.map(
  ([id, name, bankName, logoPath, monthlyInstalls, autofill]) => ({
    id,
    name,
    bankName,
    logo: `${BANK_APP_LOGO_ORIGIN}/${logoPath}`,
    monthlyInstalls,
    autofill: autofill === 1,
  }),
);
